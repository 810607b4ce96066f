import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { PrismaClient } from '@slipcase/db';
import { errorMessage } from '@slipcase/api-contract/english';
import { AppError, isAppError, type Settings } from '@slipcase/domain';
import { createDdexStore, FeedInputError, LocalFolderTransport, XmlValidationError, type DeliveryRelease, type StoreProfile } from '@slipcase/plugin-contract';
import { loadDeliveryRelease } from './delivery-release';
import { previewContext } from './preview-context';

/** What deliverBatch checks the message and the manifest against before it writes anything. */
export const FEED_SCHEMAS = ['ERN 4.3', 'ern-c-sftp 1.8'] as const;

/** The batch a store would get for a release, as built into a folder. */
export interface StoreFeedBuild {
  store: { id: string; name: string };
  releaseId: string;
  batchId: string;
  messageId: string;
  /** The batch folder: `<outDir>/<batchId>`. */
  location: string;
  /** Every file written, relative to `location`, in the order written (the manifest last). */
  files: Array<{ path: string; bytes: number; sha256: string }>;
  /** The schemas both XML files were validated against. */
  validatedAgainst: readonly string[];
}

/** Why no feed can be built: the release's data or media (`field` names it), or a schema refusing the feed. */
export interface FeedBuildProblem {
  field: string;
  code: 'release_incomplete';
  message: string;
}

export type StoreFeedResult = StoreFeedBuild | { problems: FeedBuildProblem[] };

export interface StoreFeedDeps {
  prisma: PrismaClient;
  settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>;
  /** Where the uploaded media are. */
  storageDir: string;
}

/** The store of `storeId` among `profiles`, else `not_found` naming those there are. */
export function storeProfileOf(profiles: readonly StoreProfile[], storeId: string): StoreProfile {
  const profile = profiles.find((candidate) => candidate.id === storeId);
  if (profile) return profile;
  const known = profiles.map((candidate) => candidate.id).join(', ') || 'none';
  throw new AppError('not_found', 'store', { store: storeId }, `Store ${storeId} not found; the store plugins found: ${known}`);
}

/** Media the release points at that are not in the storage folder: the feed cannot be built without them. */
async function missingMedia(release: DeliveryRelease): Promise<FeedBuildProblem[]> {
  const files = [{ field: 'artwork', path: release.cover.path }, ...release.tracks.map((track) => ({ field: `track ${track.number}`, path: track.audio.path }))];
  const missing = await Promise.all(files.map(async (file) => ((await access(file.path).then(() => true, () => false)) ? [] : [file])));
  return missing.flat().map(({ field, path }) => ({ field, code: 'release_incomplete', message: `the file ${path} is missing` }));
}

/** A release the feed cannot be made of, or a feed the schemas refuse: every problem, one each; else null. */
export function storeFeedProblems(error: unknown): FeedBuildProblem[] | null {
  if (error instanceof FeedInputError) return error.problems.map((message) => ({ field: 'release', code: 'release_incomplete', message }));
  if (error instanceof XmlValidationError) return error.messages.map((message) => ({ field: error.schema, code: 'release_incomplete', message }));
  if (isAppError(error) && error.code === 'release_incomplete') {
    const field = error.field ?? 'release';
    return [{ field, code: 'release_incomplete', message: errorMessage('release_incomplete', { fields: field }) }];
  }
  return null;
}

/**
 * Builds into `outDir` the batch `store` would get for the release, as the worker delivers it (the media converted to
 * what the store takes, the ERN 4.3 NewReleaseMessage and the BatchComplete manifest, both validated against the
 * official schemas before a byte is written), but marked as a test message, with an id and a time that come from the
 * release: the same release always gives the same bytes. `slipcase feed build` (locally), `GET
 * /v1/releases/{id}/feeds/{store}` and the operators' feed preview all build it here. `not_found` for no release.
 */
export async function buildStoreFeed(deps: StoreFeedDeps, input: { releaseId: string; store: StoreProfile; outDir: string }): Promise<StoreFeedResult> {
  const row = await deps.prisma.release.findUnique({ where: { id: input.releaseId }, select: { createdAt: true } });
  if (!row) throw new AppError('not_found', 'releaseId', { releaseId: input.releaseId }, `Release ${input.releaseId} not found`);
  try {
    const release = await loadDeliveryRelease(deps.prisma, input.releaseId, deps.storageDir);
    const missing = await missingMedia(release);
    if (missing.length > 0) return { problems: missing };
    const context = previewContext(release.releaseId, row.createdAt, deps.settings);
    const receipt = await createDdexStore(input.store, new LocalFolderTransport(input.outDir)).deliver(release, context);
    return { store: { id: input.store.id, name: input.store.name }, releaseId: release.releaseId, ...receipt, validatedAgainst: FEED_SCHEMAS };
  } catch (error) {
    const problems = storeFeedProblems(error);
    if (problems) return { problems };
    throw error;
  }
}

/** A batch built in a folder of its own, kept until `close` removes it (when its files have been read or sent). */
export interface OpenStoreFeed {
  built: StoreFeedResult;
  close(): Promise<void>;
}

/** The batch built in a folder of its own, for a caller that reads its files after answering (a streamed answer). */
export async function openStoreFeed(deps: StoreFeedDeps, input: { releaseId: string; store: StoreProfile }): Promise<OpenStoreFeed> {
  const outDir = await mkdtemp(join(tmpdir(), 'slipcase-feed-'));
  const close = () => rm(outDir, { recursive: true, force: true });
  try {
    return { built: await buildStoreFeed(deps, { ...input, outDir }), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The batch built in a folder of its own, handed to `use` (to read or send its files), then removed whatever happens.
 */
export async function withStoreFeed<T>(
  deps: StoreFeedDeps,
  input: { releaseId: string; store: StoreProfile },
  use: (built: StoreFeedResult) => Promise<T>,
): Promise<T> {
  const feed = await openStoreFeed(deps, input);
  try {
    return await use(feed.built);
  } finally {
    await feed.close();
  }
}

/** The NewReleaseMessage of a built batch: its file's name (`<upc>.xml`) and text. */
export async function storeFeedMessage(build: StoreFeedBuild): Promise<{ name: string; xml: string }> {
  const message = build.files.find((file) => file.path.endsWith('.xml') && !file.path.startsWith('BatchComplete_'));
  if (!message) throw new Error(`The batch ${build.batchId} has no message`);
  return { name: basename(message.path), xml: await readFile(join(build.location, message.path), 'utf8') };
}
