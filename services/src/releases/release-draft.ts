/**
 * A stored release as the domain's rules see it (ReleaseDraft), and what those rules need besides it
 * (ReleaseCheckContext): one mapping and one set of queries for the web wizard, the workflows' submission (web
 * release page, /v1 and the CLI) and anything else that checks a stored release.
 */
import type { DbClient, Prisma } from '@slipcase/db';
import {
  AppError,
  choosePlatforms,
  followedArtistsRequired,
  formatIsoDate,
  isStaff,
  PAID_PLANS,
  monthWindow,
  type FieldError,
  type IsoDate,
  type Plan,
  type PlatformTier,
  type ReleaseCheckContext,
  type ReleaseDraft,
  type Role,
  type TrackDraft,
} from '@slipcase/domain';
import { NOT_BLOCKED } from '../accounts/not-blocked';

/** What the rules read of a release: the release, its artist's name and owner, each track with its credits in order. */
export const RELEASE_DRAFT_INCLUDE = {
  artist: { select: { name: true, ownerId: true } },
  tracks: {
    orderBy: { number: 'asc' },
    include: { contributors: { orderBy: { position: 'asc' } }, performers: { orderBy: { position: 'asc' } } },
  },
} satisfies Prisma.ReleaseInclude;

export type ReleaseDraftRow = Prisma.ReleaseGetPayload<{ include: typeof RELEASE_DRAFT_INCLUDE }>;

const isoOrNull = (value: Date | null): IsoDate | null => (value ? formatIsoDate(value) : null);

/** A stored track's credits as the rules (and `/v1`) read them: shares as numbers. */
export function storedCredits(track: Pick<ReleaseDraftRow['tracks'][number], 'contributors' | 'performers'>) {
  return {
    contributors: track.contributors.map((each) => ({
      name: each.name,
      role: each.role,
      sharePercent: each.sharePercent === null ? null : Number(each.sharePercent),
    })),
    performers: track.performers.map((each) => ({ name: each.name, instrument: each.instrument })),
  };
}

/** A stored track's descriptive fields, as the rules and `/v1` read them alike. */
export function trackDescription(track: ReleaseDraftRow['tracks'][number]) {
  const { explicit, hasLyrics, lyrics, genre, language, artistName, featuredArtists } = track;
  return { explicit, hasLyrics, lyrics, genre, language, artistName, featuredArtists };
}

function trackDraft(track: ReleaseDraftRow['tracks'][number]): TrackDraft {
  return {
    title: track.title,
    version: track.version,
    hasAudio: Boolean(track.audioKey),
    durationMs: track.durationMs,
    // Every path that files audio refuses silence over the limit (checkUploadedAudio): a stored track has none.
    silences: [],
    number: track.number,
    isrc: track.isrcEntered ? track.isrc : null,
    ...trackDescription(track),
    ...storedCredits(track),
    composerName: track.composerName,
    composerSpotifyUri: track.composerSpotifyUri,
  };
}

/** The stored release as the domain's rules see it (assigned codes count as not entered). */
export function toReleaseDraft(release: ReleaseDraftRow): ReleaseDraft {
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

/**
 * The stores a plan reaches among those available: what a stored release without a choice of platforms goes to
 * ("empty means every store the plan reaches"), and what the one-page form and the CLI record as the choice.
 */
export function defaultPlatforms(plan: Plan, stores: readonly PlatformTier[], role?: Role): string[] {
  return choosePlatforms({ plan, selected: [], available: stores, staff: role !== undefined && isStaff(role) }).kept;
}

/** How many artists of PRO and Advanced accounts the user follows (their own and blocked accounts' never count). */
export function countFollowedProArtists(db: DbClient, userId: string): Promise<number> {
  return db.artistFollow.count({
    where: {
      userId,
      artist: { ownerId: { not: userId }, owner: { plan: { in: [...PAID_PLANS] }, ...NOT_BLOCKED } },
    },
  });
}

/**
 * Releases the user submitted in the calendar month of `now` in their time zone (the monthly limit's count), but
 * `releaseId`: a release being submitted never counts against itself, even when a submission of it already
 * running marked it submitted between the caller's reading it as a draft and this count.
 */
export function countReleasesThisMonth(db: DbClient, owner: { id: string; timeZone: string }, now: Date, releaseId?: string): Promise<number> {
  const month = monthWindow(now, owner.timeZone);
  return db.release.count({
    where: { ownerId: owner.id, submittedAt: { gte: month.start, lt: month.end }, ...(releaseId && { NOT: { id: releaseId } }) },
  });
}

export interface CheckContextOptions {
  now: Date;
  settings: ReleaseCheckContext['settings'];
  stores: readonly PlatformTier[];
  /** Count the owner's releases this month, so that the monthly limit is checked (the submission does). */
  monthlyLimit?: boolean;
}

/**
 * Everything the rules need besides the draft, for the release's owner (plan and time zone as they are now). The
 * PRO artists followed are counted only for a plan that must follow some: for the others the rule asks for none.
 */
export async function releaseCheckContext(
  db: DbClient,
  owner: { id: string; plan: Plan; timeZone: string; role?: Role },
  release: Pick<ReleaseDraftRow, 'artist'> & { id?: string },
  options: CheckContextOptions,
): Promise<ReleaseCheckContext> {
  const [followedProArtists, releasesThisMonth] = await Promise.all([
    followedArtistsRequired(owner.plan, options.settings) > 0 ? countFollowedProArtists(db, owner.id) : 0,
    options.monthlyLimit ? countReleasesThisMonth(db, owner, options.now, release.id) : undefined,
  ]);
  return {
    plan: owner.plan,
    now: options.now,
    timeZone: owner.timeZone,
    artistName: release.artist.ownerId === owner.id ? release.artist.name : null,
    settings: options.settings,
    followedProArtists,
    stores: options.stores,
    staff: owner.role !== undefined && isStaff(owner.role),
    ...(releasesThisMonth !== undefined && { releasesThisMonth }),
  };
}

/**
 * A release the rules refuse to submit, every problem in `errors` (FieldErrors, as checkReleaseForSubmission
 * returns them). A single problem is thrown as itself (its code, field and params: `distro_limit`,
 * `agreement_required`…); several as `release_incomplete`, naming their fields in `params.fields`.
 */
export class ReleaseCheckError extends AppError {
  constructor(readonly errors: FieldError[]) {
    const [first] = errors;
    if (errors.length === 1 && first) {
      super(first.code, first.field, first.params ?? {});
    } else {
      super('release_incomplete', first?.field, { fields: [...new Set(errors.map((error) => error.field))].join(', ') });
    }
    this.name = 'ReleaseCheckError';
  }
}
