import { autofixPerformers, isPlatformIsrc, can, normalizeIsrc, type FieldError } from '@slipcase/domain';
import { isUniqueViolation } from '../database/unique-violation';
import type { Prisma } from '@slipcase/db';
import type { ServiceDeps } from '../deps';
import { FILING_TRANSACTION } from '../media/release-lock';
import { lockRelease } from '../releases/lock-release';
import { checkSavedStep } from './saved-step';
import { trackErrors } from './track-errors';
import type { TrackInput, TrackOwner, WizardDeps } from './wizard-inputs';

export type TrackSave = { errors: FieldError[]; warnings: FieldError[] } | { notFound: true };

/**
 * The ISRC typed, when PRO or Advanced typed a valid one outside the platform's own range (which only assignment
 * draws from, so no typed ISRC can take a number it will hand out); else null (the assigned one stays).
 */
function keptIsrc(deps: Pick<ServiceDeps, 'settings'>, owner: TrackOwner, typed: string | null): string | null {
  const isrc = typed && can(owner.plan, 'custom_codes') ? normalizeIsrc(typed) : null;
  return isrc && !isPlatformIsrc(isrc, deps.settings.isrcPrefix) ? isrc : null;
}

/** The code for an ISRC typed but not kept: the plan's, the shape's or the platform range's. */
function unkeptIsrc(deps: Pick<ServiceDeps, 'settings'>, owner: TrackOwner, typed: string): FieldError {
  if (!can(owner.plan, 'custom_codes')) return { code: 'premium_required', field: 'isrc' };
  if (!normalizeIsrc(typed)) return { code: 'invalid_isrc', field: 'isrc' };
  return { code: 'isrc_reserved', field: 'isrc', params: { prefix: deps.settings.isrcPrefix } };
}

/** Written, or the place in the inputs of a track whose typed ISRC another track already has (nothing written). */
export type TracksWrite = { written: true } | { isrcTaken: number };

/**
 * Stores one track of the release: its details and its credits in the order given. With no performer named, the
 * account holder is added (001 §5's autofix). An ISRC is taken from PRO and Advanced when valid; otherwise the
 * assigned one stays (and saveTrack reports what was typed).
 */
export async function writeTrack(
  deps: Pick<ServiceDeps, 'prisma' | 'settings'>,
  owner: TrackOwner,
  releaseId: string,
  input: TrackInput,
): Promise<{ number: number } | { notFound: true } | { isrcTaken: true }> {
  const track = await deps.prisma.track.findFirst({ where: { id: input.trackId, releaseId }, select: { id: true, number: true } });
  if (!track) return { notFound: true };
  const written = await writeTracks(deps, owner, releaseId, [input]);
  return 'isrcTaken' in written ? { isrcTaken: true } : { number: track.number };
}

/** The first input whose kept ISRC a track other than the ones written has; -1 when none. */
async function takenIsrcAt(tx: Prisma.TransactionClient, isrcs: readonly (string | null)[], trackIds: readonly string[]): Promise<number> {
  const typed = isrcs.filter((isrc): isrc is string => isrc !== null);
  if (typed.length === 0) return -1;
  const taken = await tx.track.findMany({ where: { isrc: { in: typed }, id: { notIn: [...trackIds] } }, select: { isrc: true } });
  return isrcs.findIndex((isrc) => isrc !== null && taken.some((track) => track.isrc === isrc));
}

/**
 * writeTrack for tracks the caller knows are the release's, in one transaction holding the release's lock (two
 * calls writing the same tracks' credits run one after the other). Credits are always replaced, even on tracks the
 * caller has just made: a call sent again may have found them and written its credits first.
 */
export async function writeTracks(
  deps: Pick<ServiceDeps, 'prisma' | 'settings'>,
  owner: TrackOwner,
  releaseId: string,
  inputs: readonly TrackInput[],
): Promise<TracksWrite> {
  const trackIds = inputs.map((input) => input.trackId);
  const isrcs = inputs.map((input) => keptIsrc(deps, owner, input.isrc));
  const firstTyped = isrcs.findIndex((isrc) => isrc !== null);
  try {
    return await writeTracksIn(deps, owner, releaseId, inputs, isrcs, trackIds);
  } catch (error) {
    // Another account's write of the same ISRC between the check and ours: the same answer, nothing written.
    if (isUniqueViolation(error) && firstTyped >= 0) return { isrcTaken: firstTyped };
    throw error;
  }
}

async function writeTracksIn(
  deps: Pick<ServiceDeps, 'prisma'>,
  owner: TrackOwner,
  releaseId: string,
  inputs: readonly TrackInput[],
  isrcs: readonly (string | null)[],
  trackIds: readonly string[],
): Promise<TracksWrite> {
  return deps.prisma.$transaction(async (tx) => {
    await lockRelease(tx, releaseId);
    const taken = await takenIsrcAt(tx, isrcs, trackIds);
    if (taken >= 0) return { isrcTaken: taken };
    await tx.trackContributor.deleteMany({ where: { trackId: { in: [...trackIds] } } });
    // A track just made has its owner as performer already (recordNewTracks): the details given replace it.
    await tx.trackPerformer.deleteMany({ where: { trackId: { in: [...trackIds] } } });
    for (const [index, input] of inputs.entries()) {
      const isrc = isrcs[index];
      await tx.track.update({
        where: { id: input.trackId },
        data: {
          title: input.title,
          version: input.version,
          explicit: input.explicit,
          hasLyrics: input.hasLyrics,
          lyrics: input.hasLyrics ? input.lyrics : null,
          genre: input.genre,
          language: input.language,
          artistName: input.artistName,
          featuredArtists: input.featuredArtists,
          composerName: input.composerName,
          composerSpotifyUri: input.composerSpotifyUri,
          ...(isrc ? { isrc, isrcEntered: true } : {}),
        },
        select: { id: true },
      });
    }
    await tx.trackContributor.createMany({
      data: inputs.flatMap(({ trackId, contributors }) =>
        contributors.map((each, position) => ({ trackId, position, name: each.name, role: each.role, sharePercent: each.sharePercent })),
      ),
    });
    await tx.trackPerformer.createMany({
      data: inputs.flatMap(({ trackId, performers }) =>
        autofixPerformers({ performers }, owner.name).map((each, position) => ({ trackId, position, name: each.name, instrument: each.instrument })),
      ),
    });
    await tx.release.update({ where: { id: releaseId }, data: { wizardStep: 'tracks' }, select: { id: true } });
    return { written: true } as const;
  }, FILING_TRANSACTION);
}

/** writeTrack, then that track's problems after the save (an ISRC typed but not kept among them). */
export async function saveTrack(deps: WizardDeps, owner: TrackOwner, releaseId: string, input: TrackInput): Promise<TrackSave> {
  const written = await writeTrack(deps, owner, releaseId, input);
  if ('notFound' in written) return written;
  if ('isrcTaken' in written) return { errors: [{ code: 'isrc_taken', field: 'isrc' }], warnings: [] };
  const index = await deps.prisma.track.count({ where: { releaseId, number: { lt: written.number } } });
  const check = await checkSavedStep(deps, owner, releaseId, 'tracks');
  const typedIsrc = input.isrc && !keptIsrc(deps, owner, input.isrc) ? [unkeptIsrc(deps, owner, input.isrc)] : [];
  return { errors: [...typedIsrc, ...trackErrors(check.errors, index)], warnings: trackErrors(check.warnings, index) };
}

/** Removes a track, then its stored audio; the numbers after it close the gap (under the release's lock, as filings number). */
export async function deleteTrack(deps: Pick<ServiceDeps, 'prisma' | 'storage'>, releaseId: string, trackId: string): Promise<boolean> {
  const deleted = await deps.prisma.$transaction(async (tx) => {
    await lockRelease(tx, releaseId);
    const track = await tx.track.findFirst({ where: { id: trackId, releaseId }, select: { id: true, number: true, audioKey: true } });
    if (!track) return null;
    await tx.track.delete({ where: { id: track.id } });
    const later = await tx.track.findMany({ where: { releaseId, number: { gt: track.number } }, orderBy: { number: 'asc' }, select: { id: true, number: true } });
    for (const each of later) await tx.track.update({ where: { id: each.id }, data: { number: each.number - 1 } });
    return track;
  }, FILING_TRANSACTION);
  if (!deleted) return false;
  await deps.storage.remove(deleted.audioKey);
  return true;
}
