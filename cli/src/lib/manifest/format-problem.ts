import type { ManifestProblem } from './problems';

/**
 * One line of a report: where (a CSV's line, a JSON pointer, an XPath), the field, the file when the problem is
 * in an asset rather than in the manifest, and the message.
 * 'line 7, audio (media/gap.flac): The track has 90 seconds of silence starting at 0:05. …'
 */
export function formatProblem(problem: ManifestProblem, manifest: string): string {
  const row = /^\d+$/.test(problem.row) ? `line ${problem.row}` : problem.row;
  const where = [row, problem.field].filter(Boolean).join(', ');
  const file = problem.file === manifest ? '' : ` (${problem.file})`;
  return where || file ? `${where}${file}: ${problem.message}` : problem.message;
}
