import type { DbClient } from '@slipcase/db';
import type { ItemTotal } from './item-totals';

/** Where an item's money goes: the track (or release) it was matched to and the release's owner. */
export interface ItemMatch {
  trackId: string | null;
  releaseId: string;
  ownerId: string;
}

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+/, '');

/**
 * Matches items to this installation's catalogue: by ISRC to a track, else by UPC/EAN/ICPN to a release (UPC-A and
 * EAN-13 spellings alike). Items that match nothing (another distributor's codes, typos) are left out: they go to
 * suspense.
 */
export async function matchItems(db: DbClient, items: readonly ItemTotal[]): Promise<Map<string, ItemMatch>> {
  const isrcs = [...new Set(items.flatMap((item) => (item.isrc ? [item.isrc] : [])))];
  const upcs = [...new Set(items.flatMap((item) => (!item.isrc && item.upc ? [withoutLeadingZeros(item.upc)] : [])))];
  const tracks = isrcs.length
    ? await db.track.findMany({ where: { isrc: { in: isrcs } }, select: { id: true, isrc: true, releaseId: true, release: { select: { ownerId: true } } } })
    : [];
  const releases = upcs.length
    ? await db.$queryRaw<{ id: string; upc: string; ownerId: string }[]>`
        SELECT id, ltrim(upc, '0') AS upc, "ownerId" FROM "Release" WHERE ltrim(upc, '0') = ANY(${upcs}::text[])`
    : [];
  const byIsrc = new Map(tracks.map((track) => [track.isrc, { trackId: track.id, releaseId: track.releaseId, ownerId: track.release.ownerId }]));
  const byUpc = new Map(releases.map((release) => [release.upc, { trackId: null, releaseId: release.id, ownerId: release.ownerId }]));
  const matches = new Map<string, ItemMatch>();
  for (const item of items) {
    const match = item.isrc ? byIsrc.get(item.isrc) : item.upc ? byUpc.get(withoutLeadingZeros(item.upc)) : undefined;
    if (match) matches.set(item.id, match);
  }
  return matches;
}
