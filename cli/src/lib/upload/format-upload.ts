import { formatProblem } from '../manifest';
import type { InputProblem } from '../invalid-input';
import { formatBytes } from './format-bytes';
import type { UploadReport } from './run-upload';

/** Each problem as the report's line: where (`line 7, audio (media/gap.flac)`), the code, the message. */
export function reportProblems(report: UploadReport): InputProblem[] {
  return report.problems.map((problem) => {
    const line = formatProblem(problem, report.manifest);
    const where = line.slice(0, line.length - problem.message.length - 2) || report.manifest;
    return { field: where, code: problem.code, message: problem.message };
  });
}

export function formatWarnings(report: UploadReport): string[] {
  return report.warnings.map((warning) => `warning: ${formatProblem(warning, report.manifest)}`);
}

/** 'Sent 200 releases (198 new, 2 from an earlier run): 600 files, 1.2 GB; 3 files already there. 200 submitted.' */
export function formatUploadSummary(report: UploadReport): string {
  const releases = report.releases;
  const created = releases.filter((release) => release.created).length;
  const sent = releases.reduce((sum, release) => sum + release.filesSent, 0);
  const kept = releases.reduce((sum, release) => sum + release.filesKept, 0);
  const bytes = releases.reduce((sum, release) => sum + release.bytesSent, 0);
  const submitted = releases.filter((release) => release.submitted).length;
  return [
    `Sent ${releases.length} release${releases.length === 1 ? '' : 's'} (${created} new, ${releases.length - created} from an earlier run):`,
    `${sent} file${sent === 1 ? '' : 's'}, ${formatBytes(bytes)}; ${kept} already there.`,
    ...(submitted > 0 ? [`${submitted} submitted for review.`] : []),
  ].join(' ');
}
