import { isValidUpc, normalizeIsrc } from '@slipcase/domain';
import type { DeliveryContext, DeliveryRelease } from '../store-plugin';
import { FeedInputError } from './feed-input-error';
import { TRACK_VERSIONS, trackVersion } from './track-version';
import { forbiddenXmlCharacter } from './xml-writer';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

// Shares are stored with two decimals; their sum may be off by a rounding error.
const SHARE_TOLERANCE = 1e-6;

/**
 * What the XSD cannot see: check digits, ISRC shape, real calendar dates, duplicate numbers, text that XML
 * cannot carry, versions Slipcase does not know, shares that are not percentages. Throws one FeedInputError
 * listing every problem.
 */
export function checkFeedInput(release: DeliveryRelease, context: DeliveryContext): void {
  const problems: string[] = [];
  const text = (label: string, value: string) => {
    if (!value.trim()) problems.push(`${label} is empty`);
    const character = forbiddenXmlCharacter(value);
    if (character) problems.push(`${label} contains ${character}, which XML cannot carry`);
  };

  if (!isValidUpc(release.upc)) problems.push(`UPC "${release.upc}" is not a valid UPC/EAN`);
  text('release title', release.title);
  text('artist name', release.artist.name);
  text('genre', release.primaryGenre);
  if (release.label !== null) text('label', release.label);
  for (const name of release.featuredArtists ?? []) text('featured artist', name);
  if (!isCalendarDate(release.releaseDate)) problems.push(`release date "${release.releaseDate}" is not a YYYY-MM-DD date`);
  if (Number.isNaN(Date.parse(context.createdAt))) problems.push(`delivery time "${context.createdAt}" is not a date`);
  if (release.tracks.length === 0) problems.push('the release has no tracks');

  const numbers = new Set<number>();
  const isrcs = new Set<string>();
  for (const track of release.tracks) {
    const label = `track ${track.number}`;
    if (!Number.isInteger(track.number) || track.number < 1) problems.push(`${label}: number must be a positive integer`);
    if (numbers.has(track.number)) problems.push(`${label}: number used twice`);
    numbers.add(track.number);
    text(`${label} title`, track.title);
    const isrc = normalizeIsrc(track.isrc);
    if (!isrc) problems.push(`${label}: ISRC "${track.isrc}" is not a valid ISRC`);
    else if (isrcs.has(isrc)) problems.push(`${label}: ISRC ${isrc} used twice`);
    if (isrc) isrcs.add(isrc);
    if (!Number.isFinite(track.durationMs) || track.durationMs <= 0) problems.push(`${label}: duration must be positive`);
    if (track.version !== undefined && !trackVersion(track.version)) {
      problems.push(`${label}: version "${track.version}" is not one of ${TRACK_VERSIONS.join(', ')}`);
    }
    if (track.artistName !== undefined) text(`${label} artist`, track.artistName);
    for (const name of track.featuredArtists ?? []) text(`${label} featured artist`, name);
    let shares = 0;
    for (const { name, role, sharePercent } of track.contributors ?? []) {
      text(`${label} contributor`, name);
      text(`${label} role of ${name}`, role);
      if (sharePercent === undefined) continue;
      if (!Number.isFinite(sharePercent) || sharePercent < 0 || sharePercent > 100) {
        problems.push(`${label}: share ${sharePercent} of ${name} is not a percentage`);
      } else shares += sharePercent;
    }
    if (shares > 100 + SHARE_TOLERANCE) problems.push(`${label}: contributors' shares add up to ${shares}%, over 100%`);
    for (const { name, instrument } of track.performers ?? []) {
      text(`${label} performer`, name);
      if (instrument !== undefined) text(`${label} instrument of ${name}`, instrument);
    }
  }
  if (problems.length > 0) throw new FeedInputError(problems);
}
