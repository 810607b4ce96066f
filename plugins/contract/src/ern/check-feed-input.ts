import { artistIdStoreName, isArtistIdStore, isIsoDate, isStoreArtistId, isValidUpc, normalizeIsrc, type ErrorCode, type FieldError } from '@slipcase/domain';
import type { DeliveryContext, DeliveryRelease } from '../store-plugin';
import { FeedInputError } from './feed-input-error';
import { TRACK_VERSIONS, trackVersion } from './track-version';
import { forbiddenXmlCharacter } from './xml-writer';

// Shares are stored with two decimals; their sum may be off by a rounding error.
const SHARE_TOLERANCE = 1e-6;

/**
 * One thing the XSD cannot see that stops a feed: the English sentence FeedInputError carries, the error code and
 * parameters the web shows in the reader's language, and the path of the value in the DeliveryRelease
 * (`title`, `artist.name`, `tracks.0.title`, `tracks.0.contributors.1.sharePercent`; `createdAt` for the context's),
 * tracks counted by their place in `release.tracks`.
 */
export interface FeedInputProblem extends FieldError {
  message: string;
}

/**
 * What the XSD cannot see: check digits, ISRC shape, real calendar dates, duplicate numbers, text that XML
 * cannot carry, versions Slipcase does not know, shares that are not percentages, and for a message to a store
 * (`storeId`) the artist's profile id there in the store's form. Every problem, none thrown.
 */
export function feedInputProblems(release: DeliveryRelease, context: Pick<DeliveryContext, 'createdAt'>, storeId?: string): FeedInputProblem[] {
  const problems: FeedInputProblem[] = [];
  const add = (message: string, code: ErrorCode, field: string, params?: FieldError['params']) =>
    problems.push({ message, code, field, ...(params && { params }) });
  const text = (label: string, value: string, field: string, emptyCode: ErrorCode = 'required') => {
    if (!value.trim()) add(`${label} is empty`, emptyCode, field);
    const character = forbiddenXmlCharacter(value);
    if (character) add(`${label} contains ${character}, which XML cannot carry`, 'invalid_characters', field);
  };

  if (!isValidUpc(release.upc)) add(`UPC "${release.upc}" is not a valid UPC/EAN`, 'invalid_upc', 'upc');
  text('release title', release.title, 'title', 'title_required');
  text('artist name', release.artist.name, 'artist.name');
  const storeArtistId = storeId === undefined ? undefined : release.artist.storeIds?.[storeId];
  if (storeId !== undefined && storeArtistId !== undefined && isArtistIdStore(storeId) && !isStoreArtistId(storeId, storeArtistId)) {
    const store = artistIdStoreName(storeId);
    add(`the artist's ${store} profile is not a ${store} artist id`, 'invalid_store_profile', `artist.storeIds.${storeId}`, { store });
  }
  text('genre', release.primaryGenre, 'primaryGenre', 'primary_genre_required');
  if (release.label !== null) text('label', release.label, 'label');
  for (const [i, name] of (release.featuredArtists ?? []).entries()) text('featured artist', name, `featuredArtists.${i}`);
  if (!isIsoDate(release.releaseDate)) {
    add(`release date "${release.releaseDate}" is not a YYYY-MM-DD date`, 'invalid_release_date', 'releaseDate');
  }
  if (Number.isNaN(Date.parse(context.createdAt))) add(`delivery time "${context.createdAt}" is not a date`, 'invalid_input', 'createdAt');
  if (release.tracks.length === 0) add('the release has no tracks', 'track_required', 'tracks');

  const numbers = new Set<number>();
  const isrcs = new Set<string>();
  for (const [index, track] of release.tracks.entries()) {
    const label = `track ${track.number}`;
    const at = `tracks.${index}`;
    if (!Number.isInteger(track.number) || track.number < 1) add(`${label}: number must be a positive integer`, 'invalid_input', `${at}.number`);
    if (numbers.has(track.number)) add(`${label}: number used twice`, 'invalid_input', `${at}.number`);
    numbers.add(track.number);
    text(`${label} title`, track.title, `${at}.title`, 'title_required');
    const isrc = normalizeIsrc(track.isrc);
    if (!isrc) add(`${label}: ISRC "${track.isrc}" is not a valid ISRC`, 'invalid_isrc', `${at}.isrc`);
    else if (isrcs.has(isrc)) add(`${label}: ISRC ${isrc} used twice`, 'duplicate_isrc', `${at}.isrc`);
    if (isrc) isrcs.add(isrc);
    if (!Number.isFinite(track.durationMs) || track.durationMs <= 0) add(`${label}: duration must be positive`, 'invalid_input', `${at}.durationMs`);
    if (track.version !== undefined && !trackVersion(track.version)) {
      add(`${label}: version "${track.version}" is not one of ${TRACK_VERSIONS.join(', ')}`, 'invalid_track_version', `${at}.version`);
    }
    if (track.artistName !== undefined) text(`${label} artist`, track.artistName, `${at}.artistName`);
    for (const [i, name] of (track.featuredArtists ?? []).entries()) text(`${label} featured artist`, name, `${at}.featuredArtists.${i}`);
    let shares = 0;
    for (const [i, { name, role, sharePercent }] of (track.contributors ?? []).entries()) {
      const contributor = `${at}.contributors.${i}`;
      text(`${label} contributor`, name, `${contributor}.name`);
      text(`${label} role of ${name}`, role, `${contributor}.role`);
      if (sharePercent === undefined) continue;
      if (!Number.isFinite(sharePercent) || sharePercent < 0 || sharePercent > 100) {
        add(`${label}: share ${sharePercent} of ${name} is not a percentage`, 'invalid_share', `${contributor}.sharePercent`);
      } else shares += sharePercent;
    }
    if (shares > 100 + SHARE_TOLERANCE) {
      add(`${label}: contributors' shares add up to ${shares}%, over 100%`, 'contributor_shares_total', `${at}.contributors`, { total: shares });
    }
    for (const [i, { name, instrument }] of (track.performers ?? []).entries()) {
      text(`${label} performer`, name, `${at}.performers.${i}.name`);
      if (instrument !== undefined) text(`${label} instrument of ${name}`, instrument, `${at}.performers.${i}.instrument`);
    }
  }
  return problems;
}

/** feedInputProblems as one FeedInputError listing every problem; nothing when there is none. */
export function checkFeedInput(release: DeliveryRelease, context: DeliveryContext, storeId?: string): void {
  const problems = feedInputProblems(release, context, storeId);
  if (problems.length > 0) throw new FeedInputError(problems.map((problem) => problem.message));
}
