import { access } from 'node:fs/promises';
import type { PrismaClient } from '@slipcase/db';
import { AppError, isAppError, type Settings } from '@slipcase/domain';
import {
  createDdexStore,
  FeedInputError,
  LocalFolderTransport,
  loadStoreProfiles,
  XmlValidationError,
  type DeliveryRelease,
  type StoreEnv,
  type StoreProfile,
} from '@slipcase/plugin-contract';
import { loadDeliveryRelease } from '@slipcase/services/deliveries/delivery-release';
import { previewContext } from '@slipcase/services/deliveries/preview-context';
import { InvalidInputError, type InputProblem } from './invalid-input';
import { errorMessage } from './messages';
import { refusingStoreConfig } from './store-config-failure';

/** What deliverBatch checks the message and the manifest against before it writes anything. */
export const FEED_SCHEMAS = ['ERN 4.3', 'ern-c-sftp 1.8'] as const;

/** The batch a store would get for a release, as written by `feed build`. */
export interface FeedBuild {
  store: { id: string; name: string };
  releaseId: string;
  batchId: string;
  messageId: string;
  /** The batch folder: `<out>/<batchId>`. */
  location: string;
  /** Every file written, relative to `location`, in the order written (the manifest last). */
  files: Array<{ path: string; bytes: number; sha256: string }>;
  /** The schemas both XML files were validated against. */
  validatedAgainst: typeof FEED_SCHEMAS;
}

export interface BuildFeedInput {
  storeId: string;
  releaseId: string;
  outDir: string;
  /** Where the uploaded media are (SLIPCASE_STORAGE_DIR). */
  storageDir: string;
  /** The installation whose store plugins are searched. */
  rootDir: string;
  /** Configures the stores (SLIPCASE_STORE_<ID>_*), as for the worker. */
  env: StoreEnv;
  settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>;
}

/**
 * Any store the installation has, enabled or not: a plugin's author previews its feed before enabling it.
 * A blank SLIPCASE_STORES enables every store found.
 */
async function findStoreProfile(input: BuildFeedInput): Promise<StoreProfile> {
  const profiles = await refusingStoreConfig(() =>
    loadStoreProfiles({ rootDir: input.rootDir, env: { ...input.env, SLIPCASE_STORES: '' } }),
  );
  const profile = profiles.find((candidate) => candidate.id === input.storeId);
  if (profile) return profile;
  const known = profiles.map((candidate) => candidate.id).join(', ') || 'none';
  throw new AppError('not_found', 'store', { store: input.storeId }, `Store ${input.storeId} not found; the store plugins found: ${known}`);
}

/** Media the release points at that are not in the storage folder: the feed cannot be built without them. */
async function missingMedia(release: DeliveryRelease): Promise<InputProblem[]> {
  const files = [
    { field: 'artwork', path: release.cover.path },
    ...release.tracks.map((track) => ({ field: `track ${track.number}`, path: track.audio.path })),
  ];
  const missing = await Promise.all(files.map(async (file) => ((await access(file.path).then(() => true, () => false)) ? [] : [file])));
  return missing.flat().map(({ field, path }) => ({ field, code: 'release_incomplete', message: `the file ${path} is missing` }));
}

/** A release the feed cannot be made of, or a feed the schemas refuse: every problem, one each; else null. */
export function feedProblems(error: unknown): InputProblem[] | null {
  if (error instanceof FeedInputError) {
    return error.problems.map((message) => ({ field: 'release', code: 'release_incomplete', message }));
  }
  if (error instanceof XmlValidationError) {
    return error.messages.map((message) => ({ field: error.schema, code: 'invalid_feed', message }));
  }
  if (isAppError(error) && error.code === 'release_incomplete') {
    const field = error.field ?? 'release';
    return [{ field, code: error.code, message: errorMessage(error.code, { fields: field }) }];
  }
  return null;
}

/**
 * Writes into `outDir` the batch `storeId` would get for the release: built by the store's profile through
 * createDdexStore, as the worker delivers, but marked as a test message, with an id and a time that come from the
 * release, so the same release always gives the same bytes. deliverBatch validates the message and the manifest
 * against the official schemas before it writes a byte.
 */
export async function buildFeed(prisma: PrismaClient, input: BuildFeedInput): Promise<FeedBuild> {
  const profile = await findStoreProfile(input);
  const row = await prisma.release.findUnique({ where: { id: input.releaseId }, select: { createdAt: true } });
  if (!row) throw new AppError('not_found', 'releaseId', { releaseId: input.releaseId }, `Release ${input.releaseId} not found`);
  try {
    const release = await loadDeliveryRelease(prisma, input.releaseId, input.storageDir);
    const missing = await missingMedia(release);
    if (missing.length > 0) throw new InvalidInputError(missing);
    const context = previewContext(release.releaseId, row.createdAt, input.settings);
    const receipt = await createDdexStore(profile, new LocalFolderTransport(input.outDir)).deliver(release, context);
    return {
      store: { id: profile.id, name: profile.name },
      releaseId: release.releaseId,
      ...receipt,
      validatedAgainst: FEED_SCHEMAS,
    };
  } catch (error) {
    const problems = feedProblems(error);
    throw problems ? new InvalidInputError(problems) : error;
  }
}
