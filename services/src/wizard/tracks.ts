import { autofixPerformers, isPremium, normalizeIsrc, type FieldError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { FILING_TRANSACTION, lockRelease } from '../media/release-lock';
import { checkSavedStep } from './saved-step';
import { trackErrors } from './track-errors';
import type { TrackInput, TrackOwner, WizardDeps } from './wizard-inputs';

export type TrackSave = { errors: FieldError[]; warnings: FieldError[] } | { notFound: true };

/** The ISRC typed, when PRO or Advanced typed a valid one; else null (the assigned one stays). */
const keptIsrc = (owner: TrackOwner, typed: string | null) => (typed && isPremium(owner.plan) ? normalizeIsrc(typed) : null);

/**
 * Stores one track of the release: its details and its credits in the order given. With no performer named, the
 * account holder is added (001 §5's autofix). An ISRC is taken from PRO and Advanced when valid; otherwise the
 * assigned one stays (and saveTrack reports what was typed).
 */
export async function writeTrack(deps: Pick<ServiceDeps, 'prisma'>, owner: TrackOwner, releaseId: string, input: TrackInput): Promise<{ number: number } | { notFound: true }> {
  const track = await deps.prisma.track.findFirst({ where: { id: input.trackId, releaseId }, select: { id: true, number: true } });
  if (!track) return { notFound: true };
  await writeTracks(deps, owner, releaseId, [input]);
  return { number: track.number };
}

/**
 * writeTrack for tracks the caller knows are the release's, in one transaction holding the release's lock (two
 * calls writing the same tracks' credits run one after the other). `madeNow`: every one of them was made by the
 * caller's own call, so none has credits yet to replace.
 */
export async function writeTracks(
  deps: Pick<ServiceDeps, 'prisma'>,
  owner: TrackOwner,
  releaseId: string,
  inputs: readonly TrackInput[],
  { madeNow = false } = {},
): Promise<void> {
  const trackIds = inputs.map((input) => input.trackId);
  await deps.prisma.$transaction(async (tx) => {
    await lockRelease(tx, releaseId);
    if (!madeNow) {
      await tx.trackContributor.deleteMany({ where: { trackId: { in: trackIds } } });
      await tx.trackPerformer.deleteMany({ where: { trackId: { in: trackIds } } });
    }
    for (const input of inputs) {
      const isrc = keptIsrc(owner, input.isrc);
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
  }, FILING_TRANSACTION);
}

/** writeTrack, then that track's problems after the save (an ISRC typed but not kept among them). */
export async function saveTrack(deps: WizardDeps, owner: TrackOwner, releaseId: string, input: TrackInput): Promise<TrackSave> {
  const written = await writeTrack(deps, owner, releaseId, input);
  if ('notFound' in written) return written;
  const index = await deps.prisma.track.count({ where: { releaseId, number: { lt: written.number } } });
  const check = await checkSavedStep(deps, owner, releaseId, 'tracks');
  const typedIsrc = input.isrc && !keptIsrc(owner, input.isrc) ? [{ code: isPremium(owner.plan) ? 'invalid_isrc' : 'premium_required', field: 'isrc' } as const] : [];
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
