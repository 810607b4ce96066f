import { getPrisma, type Prisma } from '@slipcase/db';
import {
  formatIsoDate,
  readSettings,
  type IsoDate,
  type ReleaseCheckContext,
  type ReleaseDraft,
  type TrackDraft,
} from '@slipcase/domain';
import { availableStores } from '@slipcase/workflows/store-catalog';
import { countFollowedProArtists } from '../artists/follows.server';
import { releasePath } from '../new-release.server';
import { requireUser, type SessionUser } from '../session.server';

/** What the wizard reads of a release: the release, its artist's name, and each track with its credits in order. */
export const DRAFT_INCLUDE = {
  artist: { select: { name: true, ownerId: true } },
  tracks: {
    orderBy: { number: 'asc' },
    include: { contributors: { orderBy: { position: 'asc' } }, performers: { orderBy: { position: 'asc' } } },
  },
} satisfies Prisma.ReleaseInclude;

export type DraftRow = Prisma.ReleaseGetPayload<{ include: typeof DRAFT_INCLUDE }>;

/** Statuses in which the artist may still change a release: a draft, and a rejected release once reopened. */
const EDITABLE = new Set(['draft', 'reopened']);

export function isEditable(status: string): boolean {
  return EDITABLE.has(status);
}

const isoOrNull = (value: Date | null): IsoDate | null => (value ? formatIsoDate(value) : null);

function trackDraft(track: DraftRow['tracks'][number]): TrackDraft {
  return {
    title: track.title,
    version: track.version,
    hasAudio: Boolean(track.audioKey),
    durationMs: track.durationMs,
    // Silence is refused when the audio is uploaded; a stored track has none over the limit.
    silences: [],
    number: track.number,
    isrc: track.isrcEntered ? track.isrc : null,
    explicit: track.explicit,
    hasLyrics: track.hasLyrics,
    lyrics: track.lyrics,
    genre: track.genre,
    language: track.language,
    artistName: track.artistName,
    featuredArtists: track.featuredArtists,
    contributors: track.contributors.map((each) => ({
      name: each.name,
      role: each.role,
      sharePercent: each.sharePercent === null ? null : Number(each.sharePercent),
    })),
    performers: track.performers.map((each) => ({ name: each.name, instrument: each.instrument })),
    composerName: track.composerName,
    composerSpotifyUri: track.composerSpotifyUri,
  };
}

/** The stored release as the domain's rules see it (assigned codes count as not entered). */
export function toReleaseDraft(release: DraftRow): ReleaseDraft {
  return {
    title: release.title,
    artistId: release.artistId,
    type: release.type,
    primaryGenre: release.primaryGenre,
    secondaryGenre: release.secondaryGenre,
    language: release.language,
    releaseDate: isoOrNull(release.releaseDate),
    liveDate: isoOrNull(release.liveDate),
    label: release.label,
    upc: release.upcEntered ? release.upc : null,
    hasArtwork: Boolean(release.coverKey),
    platforms: release.platforms,
    presaveEnabled: release.presaveEnabled,
    presaveDate: isoOrNull(release.presaveDate),
    schedule: release.schedule,
    featuredArtists: release.featuredArtists,
    agreements: release.agreements,
    tracks: release.tracks.map(trackDraft),
  };
}

/** Everything the rules need besides the draft, read for this user and release now. */
export async function checkContextFor(user: Pick<SessionUser, 'id' | 'plan' | 'timeZone'>, release: DraftRow): Promise<ReleaseCheckContext> {
  return {
    plan: user.plan,
    now: new Date(),
    timeZone: user.timeZone,
    artistName: release.artist.ownerId === user.id ? release.artist.name : null,
    settings: readSettings(process.env),
    followedProArtists: await countFollowedProArtists(user.id),
    stores: await availableStores(),
  };
}

/**
 * The signed-in owner's release for the wizard. Someone else's release does not exist for them; a release past
 * the point of changes (submitted, live…) opens on its own page instead.
 */
export async function loadEditableRelease(request: Request, releaseId: string | undefined) {
  const user = await requireUser(request);
  const release = releaseId
    ? await getPrisma().release.findUnique({ where: { id: releaseId }, include: DRAFT_INCLUDE })
    : null;
  if (!release || release.ownerId !== user.id) throw new Response('Not found', { status: 404 });
  if (!isEditable(release.status)) throw new Response(null, { status: 302, headers: { Location: releasePath(release.id) } });
  return { user, release, draft: toReleaseDraft(release) };
}
