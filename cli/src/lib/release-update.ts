import { readFile } from 'node:fs/promises';
import { releaseUpdateBodySchema, type ReleaseUpdateAnswer } from '@slipcase/api-contract/update-schemas';
import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import { previewReleaseUpdate, proposeReleaseUpdate, type ReleaseUpdateChanges, type ReleaseUpdateWorkflows } from '@slipcase/services';
import { requireOwnedRelease } from './owned-release';

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

/** The owner (`as`) updates a release the stores have on this machine's database, or previews it with `dryRun`. */
export async function updateAsUser(
  deps: { prisma: PrismaClient; updates: () => Promise<ReleaseUpdateWorkflows> },
  input: UpdateInput & { as: string | undefined },
): Promise<ReleaseUpdateAnswer> {
  const { user, release } = await requireOwnedRelease(deps.prisma, input);
  const now = new Date();
  if (input.dryRun) {
    const { settings, dirs, env } = config();
    const preview = await previewReleaseUpdate(
      { prisma: deps.prisma, settings, now, storageDir: dirs.storage, storeEnv: env },
      { releaseId: release.id, userId: user.id, changes: input.changes },
    );
    const stores = preview.stores.map(({ storeId, name, patch, resend, valid }) => ({ storeId, name, patch, resend, valid }));
    return { fields: preview.fields, needsReview: preview.needsReview, update: null, stores };
  }
  const sent = await proposeReleaseUpdate(
    { prisma: deps.prisma, now, updates: await deps.updates() },
    { releaseId: release.id, userId: user.id, via: 'cli', changes: input.changes },
  );
  return { fields: sent.fields, needsReview: sent.needsReview, update: { revisionId: sent.revisionId, revisionNo: sent.revisionNo, workflowId: sent.workflowId }, stores: [] };
}
