import type { DbClient } from '@slipcase/db';
import { checkTrackCount, isEditable, type Plan } from '@slipcase/domain';
import { refuse, uploadField, type MediaRefusal, type UploadKind } from './media-refusal';

export interface UploadTarget {
  /** `nextNumber`: the number a new track gets, after the highest one the release has. */
  release: { id: string; type: string; coverKey: string | null; plan: Plan; trackCount: number; nextNumber: number; ownerName: string };
  /** The release's tracks (their ids, by number) by the SHA-256 of their audio. */
  tracksByAudio: ReadonlyMap<string, readonly string[]>;
  track: { id: string; number: number; title: string; audioKey: string } | null;
  /** Storage keys the release's files use now. */
  usedKeys: Set<string>;
}

/**
 * The release (and track) an upload goes to, if the user may upload there: their own release (else `not_found`:
 * another account's release is not admitted to exist), still editable, a draft or a rejected release being fixed (`invalid_transition`), the track one
 * of its (`not_found`), and for new tracks room on the release's type and the owner's plan (`track_limit`): one by default,
 * or the files of `newAudio` that find no track of the release.
 * The tus endpoint asks this before accepting a byte; the processing asks again.
 */
export async function findUploadTarget(
  db: DbClient,
  input: {
    userId: string;
    releaseId: string;
    kind: UploadKind;
    trackId?: string | null;
    /**
     * The files of a call adding several tracks, by SHA-256 (undefined: not known): room is checked for those that
     * find no track of the release (tracksFoundByAudio). `[]` checks no room. Default: one new track.
     */
    newAudio?: ReadonlyArray<string | undefined>;
  },
): Promise<{ ok: true; target: UploadTarget } | MediaRefusal> {
  const field = uploadField(input.kind);
  const release = await db.release.findUnique({
    where: { id: input.releaseId },
    select: {
      id: true,
      ownerId: true,
      status: true,
      type: true,
      coverKey: true,
      owner: { select: { plan: true, name: true } },
      tracks: { select: { id: true, number: true, title: true, audioKey: true, audioSha256: true }, orderBy: { number: 'asc' } },
    },
  });
  if (!release || release.ownerId !== input.userId) return refuse('not_found', field);
  if (!isEditable(release.status)) return refuse('invalid_transition', field);
  let track: UploadTarget['track'] = null;
  if (input.trackId) {
    if (input.kind !== 'audio') return refuse('invalid_input', field);
    track = release.tracks.find((candidate) => candidate.id === input.trackId) ?? null;
    if (!track) return refuse('not_found', field);
  }
  const target: UploadTarget['release'] = {
    id: release.id,
    type: release.type,
    coverKey: release.coverKey,
    plan: release.owner.plan,
    ownerName: release.owner.name,
    trackCount: release.tracks.length,
    nextNumber: Math.max(0, ...release.tracks.map((t) => t.number)) + 1,
  };
  const tracksByAudio = new Map<string, string[]>();
  for (const t of release.tracks) tracksByAudio.set(t.audioSha256, [...(tracksByAudio.get(t.audioSha256) ?? []), t.id]);
  const adding = tracksFoundByAudio(tracksByAudio, input.newAudio ?? [undefined]).filter((found) => !found).length;
  const limit = input.kind === 'audio' && !track ? trackLimitRefusal(target, adding) : null;
  if (limit) return limit;
  return {
    ok: true,
    target: {
      release: target,
      track,
      usedKeys: new Set([...(release.coverKey ? [release.coverKey] : []), ...release.tracks.map((t) => t.audioKey)]),
      tracksByAudio,
    },
  };
}

/** `track_limit` (on `audio`) when `adding` more tracks would pass the release type's and the plan's limit. */
export function trackLimitRefusal(release: UploadTarget['release'], adding: number): MediaRefusal | null {
  const { type, plan, trackCount } = release;
  const [limit] = checkTrackCount({ type, trackCount: trackCount + adding, plan }, uploadField('audio')).filter((error) => error.code === 'track_limit');
  return limit ? { ok: false, error: limit } : null;
}

/**
 * For each file of a call (by SHA-256; undefined: not known), the id of the release's track with that very audio,
 * or undefined for a new track. The n-th file of the call with some audio finds the n-th track with it, so a call
 * sent again finds every track it made, a repeat within it included, and a first call's repeat is a new track.
 */
export function tracksFoundByAudio(tracksByAudio: UploadTarget['tracksByAudio'], hashes: ReadonlyArray<string | undefined>): Array<string | undefined> {
  const seen = new Map<string, number>();
  return hashes.map((hash) => {
    if (!hash) return undefined;
    const nth = seen.get(hash) ?? 0;
    seen.set(hash, nth + 1);
    return tracksByAudio.get(hash)?.[nth];
  });
}
