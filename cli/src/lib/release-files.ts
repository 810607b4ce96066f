import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import type { InputProblem } from './invalid-input';

async function fileProblem(field: string, path: string): Promise<InputProblem | null> {
  try {
    if (!(await stat(path)).isFile()) return { field, code: 'not_a_file', message: `Not a file: ${path}` };
    await access(path, constants.R_OK);
    return null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      return { field, code: 'file_not_found', message: `File not found: ${path}` };
    }
    return { field, code: 'file_unreadable', message: `Cannot read ${path} (${code ?? String(error)})` };
  }
}

/** A new single's files that are not there or cannot be read, looked at before anything else. */
export async function missingReleaseFiles(input: { audioPath: string; coverPath: string }): Promise<InputProblem[]> {
  const problems = await Promise.all([fileProblem('audio', input.audioPath), fileProblem('cover', input.coverPath)]);
  return problems.filter((problem) => problem !== null);
}
