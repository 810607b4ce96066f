import { getPrisma } from '@slipcase/db';
import { autofixPerformers, isPremium, normalizeIsrc, type FieldError } from '@slipcase/domain';
import { defaultStorage } from '@slipcase/services';
import type { TrackInput } from '../../lib/wizard-schemas';
import type { SessionUser } from '../session.server';
import { checkSavedStep } from './steps.server';

type Owner = Pick<SessionUser, 'id' | 'plan' | 'timeZone' | 'name'>;

/** `tracks.2.contributors.1.name` as the track's form names it: `contributors[1].name`; null for another track. */
export function trackFormName(path: string, index: number): string | null {
  const prefix = `tracks.${index}`;
  if (path === prefix) return '';
  if (!path.startsWith(`${prefix}.`)) return null;
  return path.slice(prefix.length + 1).replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** The problems of one track (its index on the release), by its form's field names. */
export function trackErrors(errors: readonly FieldError[], index: number): FieldError[] {
  return errors.flatMap((error) => {
    const name = trackFormName(error.field ?? '', index);
    return name === null ? [] : [{ ...error, field: name }];
  });
}

export type TrackSave = { errors: FieldError[]; warnings: FieldError[] } | { notFound: true };

/** The ISRC typed, when PRO or Advanced typed a valid one; else null (the assigned one stays). */
const keptIsrc = (owner: Owner, typed: string | null) => (typed && isPremium(owner.plan) ? normalizeIsrc(typed) : null);

/**
 * Stores one track of the release: its details and its credits in the order given. With no performer named, the
 * account holder is added (001 §5's autofix). An ISRC is taken from PRO and Advanced when valid; otherwise the
 * assigned one stays (and saveTrack reports what was typed).
 */
export async function writeTrack(owner: Owner, releaseId: string, input: TrackInput): Promise<{ number: number } | { notFound: true }> {
  const track = await getPrisma().track.findFirst({ where: { id: input.trackId, releaseId }, select: { id: true, number: true } });
  if (!track) return { notFound: true };
  await writeTracks(owner, releaseId, [input]);
  return { number: track.number };
}

/**
 * writeTrack for tracks the caller knows are the release's, in one transaction (their credits written together).
 * `madeNow`: every one of them was made by the caller's own call, so none has credits yet to replace.
 */
export async function writeTracks(owner: Owner, releaseId: string, inputs: readonly TrackInput[], { madeNow = false } = {}): Promise<void> {
  const prisma = getPrisma();
  const trackIds = inputs.map((input) => input.trackId);
  const replaced = madeNow
    ? []
    : [prisma.trackContributor.deleteMany({ where: { trackId: { in: trackIds } } }), prisma.trackPerformer.deleteMany({ where: { trackId: { in: trackIds } } })];
  await prisma.$transaction([
    ...replaced,
    ...inputs.map((input) => {
      const isrc = keptIsrc(owner, input.isrc);
      return prisma.track.update({
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
    }),
    prisma.trackContributor.createMany({
      data: inputs.flatMap(({ trackId, contributors }) =>
        contributors.map((each, position) => ({ trackId, position, name: each.name, role: each.role, sharePercent: each.sharePercent })),
      ),
    }),
    prisma.trackPerformer.createMany({
      data: inputs.flatMap(({ trackId, performers }) =>
        autofixPerformers({ performers }, owner.name).map((each, position) => ({ trackId, position, name: each.name, instrument: each.instrument })),
      ),
    }),
    prisma.release.update({ where: { id: releaseId }, data: { wizardStep: 'tracks' }, select: { id: true } }),
  ]);
}

/** writeTrack, then that track's problems after the save (an ISRC typed but not kept among them). */
export async function saveTrack(owner: Owner, releaseId: string, input: TrackInput): Promise<TrackSave> {
  const written = await writeTrack(owner, releaseId, input);
  if ('notFound' in written) return written;
  const prisma = getPrisma();
  const index = await prisma.track.count({ where: { releaseId, number: { lt: written.number } } });
  const check = await checkSavedStep(owner, releaseId, 'tracks');
  const typedIsrc = input.isrc && !keptIsrc(owner, input.isrc) ? [{ code: isPremium(owner.plan) ? 'invalid_isrc' : 'premium_required', field: 'isrc' } as const] : [];
  return { errors: [...typedIsrc, ...trackErrors(check.errors, index)], warnings: trackErrors(check.warnings, index) };
}

/** Removes a track, then its stored audio; the numbers after it close the gap. */
export async function deleteTrack(releaseId: string, trackId: string): Promise<boolean> {
  const prisma = getPrisma();
  const track = await prisma.track.findFirst({ where: { id: trackId, releaseId }, select: { id: true, number: true, audioKey: true } });
  if (!track) return false;
  await prisma.$transaction(async (tx) => {
    await tx.track.delete({ where: { id: track.id } });
    const later = await tx.track.findMany({ where: { releaseId, number: { gt: track.number } }, orderBy: { number: 'asc' }, select: { id: true, number: true } });
    for (const each of later) await tx.track.update({ where: { id: each.id }, data: { number: each.number - 1 } });
  });
  await defaultStorage().remove(track.audioKey);
  return true;
}
