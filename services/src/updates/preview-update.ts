import { createTwoFilesPatch } from 'diff';
import type { PrismaClient } from '@slipcase/db';
import { AppError, releaseChangeLines, type ChangeLine, type Settings, type UpdateSkipReason } from '@slipcase/domain';
import { storeFeeds, type StoreFeed } from '../deliveries/store-feeds';
import { storeProfiles, type StoreEnv } from '../stores/store-catalog';
import { checkUpdate } from './check-update';
import { liveStores } from './live-stores';
import { updateStores, type UpdateCapableStore } from './update-stores';
import { loadRevisableRelease, revisedRow, snapshotOf, type ReleaseUpdateChanges, type RevisableRelease } from './revision-changes';

export interface StoreUpdateDiff {
  storeId: string;
  name: string;
  /** A unified diff of the store's message, as it has it and as the update sends it; empty when the message is the same. */
  patch: string;
  /** Resources sent again with the update (the cover when the artwork changed); the others the store keeps. */
  resend: string[];
  /** The updated message is one the store's schema and requirements take. */
  valid: boolean;
  problems: StoreFeed['problems'];
}

export interface UpdatePreview {
  fields: string[];
  /** What changes, line by line, as the artist and the operator read it (every store gets the same changes). */
  changes: ChangeLine[];
  needsReview: boolean;
  stores: StoreUpdateDiff[];
  /** Stores that have the release and will not get the update, and why: they keep the version they have. */
  notSent: Array<{ storeId: string; name: string; reason: UpdateSkipReason }>;
}

type PreviewDeps = {
  prisma: PrismaClient;
  settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>;
  now: Date;
  storageDir: string;
  storeEnv: StoreEnv;
  /** The stores' profiles (whether each takes updates); the installed plugins' by default. */
  stores?: ReadonlyArray<UpdateCapableStore & { name: string }>;
};

type StoreDiffs = Pick<UpdatePreview, 'stores' | 'notSent'>;

/** Each store's message before and after, diffed line by line (the npm `diff` package's unified format). */
async function storeDiffs(deps: PreviewDeps, row: RevisableRelease, revised: RevisableRelease, fields: readonly string[]): Promise<StoreDiffs> {
  const profiles = deps.stores ?? (await storeProfiles(deps.storeEnv));
  const { deliver: storeIds, skipped } = await updateStores(deps.prisma, row.id, profiles);
  const notSent = skipped.map(({ storeId, reason }) => ({ storeId, name: profiles.find((p) => p.id === storeId)?.name ?? storeId, reason }));
  const [before, after] = await Promise.all([
    storeFeeds(deps, { row, storeIds, withXml: true, validate: false }),
    storeFeeds(deps, { row: revised, storeIds, withXml: true }),
  ]);
  const resend = fields.includes('artwork') ? ['cover'] : [];
  const stores = after.map((feed) => {
    const old = before.find((b) => b.storeId === feed.storeId)?.xml ?? '';
    const file = `${row.upc}.xml`;
    const patch = old === feed.xml ? '' : createTwoFilesPatch(file, file, old, feed.xml ?? '', 'in the store', 'update', { context: 2 });
    return { storeId: feed.storeId, name: feed.name, patch, resend, valid: feed.valid, problems: feed.problems };
  });
  return { stores, notSent };
}

/**
 * What an update would send, before it is sent: the owner's proposed changes checked as proposeReleaseUpdate checks
 * them (refusals thrown), and per store that has the release the diff of its message.
 */
export async function previewReleaseUpdate(
  deps: PreviewDeps,
  input: { releaseId: string; userId: string; changes: ReleaseUpdateChanges },
): Promise<UpdatePreview> {
  const row = await loadRevisableRelease(deps.prisma, input.releaseId);
  if (row.ownerId !== input.userId) throw new AppError('not_found', 'releaseId');
  const owner = await deps.prisma.user.findUniqueOrThrow({ where: { id: row.ownerId }, select: { plan: true, timeZone: true } });
  const checked = checkUpdate(row, input.changes, owner, { now: deps.now, stores: await liveStores(deps.prisma, row.id) });
  const changes = releaseChangeLines(snapshotOf(row), snapshotOf(checked.revised));
  return { fields: checked.fields, changes, needsReview: checked.needsReview, ...(await storeDiffs(deps, row, checked.revised, checked.fields)) };
}

/** The diff of a revision not yet applied, for the operator reviewing it (and the owner waiting on it). */
export async function previewRevision(deps: PreviewDeps, input: { revisionId: string }): Promise<UpdatePreview> {
  const revision = await deps.prisma.releaseRevision.findUnique({ where: { id: input.revisionId } });
  if (!revision) throw new AppError('not_found', 'revisionId');
  const row = await loadRevisableRelease(deps.prisma, revision.releaseId);
  const revised = revisedRow(row, revision.changes as unknown as ReleaseUpdateChanges);
  const changes = releaseChangeLines(snapshotOf(row), snapshotOf(revised));
  return { fields: revision.fields, changes, needsReview: revision.needsReview, ...(await storeDiffs(deps, row, revised, revision.fields)) };
}
