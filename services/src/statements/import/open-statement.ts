import type { StatementSource } from '../post/source';
import type { ReadingProblem } from './import-statement';

/** Opens stored statement files with the readers of ../read (wired when they land). */
export function openStatement(_files: { name: string; path: string }[], _format: 'dsr' | 'csv', _store: string, _period: string | null): StatementSource {
  throw new Error('The statement readers are not wired yet');
}

export function isReadingProblem(error: unknown): error is ReadingProblem {
  return error instanceof Error && 'code' in error && typeof (error as { code: unknown }).code === 'string' && error.name === 'StatementProblem';
}
