import { readFile } from 'node:fs/promises';
import { releaseUpdateBodySchema, type ReleaseUpdateAnswer } from '@slipcase/api-contract/update-schemas';
import { AppError } from '@slipcase/domain';
import type { ReleaseUpdateChanges } from '@slipcase/services';

export type { ReleaseUpdateAnswer };

export interface UpdateInput {
  releaseId: string;
  changes: ReleaseUpdateChanges;
  dryRun: boolean;
}

/** The changes of `--changes <file>`: the body of `POST /v1/releases/{id}/updates` (without dryRun), checked alike. */
export async function readChangesFile(path: string): Promise<ReleaseUpdateChanges> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new AppError('not_found', 'changes', { path }, `Cannot read ${path}`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('invalid_input', 'changes', {}, `${path} is not JSON`);
  }
  const parsed = releaseUpdateBodySchema.omit({ dryRun: true }).safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new AppError('invalid_input', issue?.path.join('.') || 'changes', {}, `${path}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  return parsed.data;
}

