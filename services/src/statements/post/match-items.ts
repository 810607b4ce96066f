import type { DbClient } from '@slipcase/db';
import type { ItemTotal } from './item-totals';

/** Where an item's money goes: the track (or release) it was matched to and the release's owner. */
export interface ItemMatch {
  trackId: string | null;
  releaseId: string;
  ownerId: string;
}

type ItemCodes = Pick<ItemTotal, 'isrc' | 'upc'>;

const withoutLeadingZeros = (digits: string) => digits.replace(/^0+/, '');

/** What an item is matched by: its ISRC, else its UPC/EAN/ICPN without leading zeros (UPC-A and EAN-13 alike). */
export function matchCode(item: ItemCodes): { isrc: string } | { upc: string } | null {
  if (item.isrc) return { isrc: item.isrc };
  return item.upc ? { upc: withoutLeadingZeros(item.upc) } : null;
}

/** The catalogue's tracks with these ISRCs and releases with these UPCs (without leading zeros), by code. */
export async function catalogueMatches(db: DbClient, isrcs: readonly string[], upcs: readonly string[]) {
  // Plain SQL: a statement asks in several rounds while it is read, and Prisma's query building cost more CPU than this.
  const tracks = isrcs.length
    ? await db.$queryRaw<{ id: string; isrc: string; releaseId: string; ownerId: string }[]>`
        SELECT t.id, t.isrc, t."releaseId", r."ownerId" FROM "Track" t JOIN "Release" r ON r.id = t."releaseId" WHERE t.isrc = ANY(${[...isrcs]}::text[])`
    : [];
  const releases = upcs.length
    ? await db.$queryRaw<{ id: string; upc: string; ownerId: string }[]>`
        SELECT id, ltrim(upc, '0') AS upc, "ownerId" FROM "Release" WHERE ltrim(upc, '0') = ANY(${upcs}::text[])`
    : [];
  return {
    byIsrc: new Map(tracks.map((track): [string, ItemMatch] => [track.isrc, { trackId: track.id, releaseId: track.releaseId, ownerId: track.ownerId }])),
    byUpc: new Map(releases.map((release): [string, ItemMatch] => [release.upc, { trackId: null, releaseId: release.id, ownerId: release.ownerId }])),
  };
}

/**
 * Matches items to this installation's catalogue: by ISRC to a track, else by UPC/EAN/ICPN to a release. Items that
 * match nothing (another distributor's codes, typos) are left out: they go to suspense.
 */
export async function matchItems(db: DbClient, items: readonly (ItemCodes & { id: string })[]): Promise<Map<string, ItemMatch>> {
  const codes = items.map(matchCode);
  const isrcs = new Set<string>();
  const upcs = new Set<string>();
  for (const code of codes) {
    if (code && 'isrc' in code) isrcs.add(code.isrc);
    else if (code) upcs.add(code.upc);
  }
  const { byIsrc, byUpc } = await catalogueMatches(db, [...isrcs], [...upcs]);
  const matches = new Map<string, ItemMatch>();
  items.forEach((item, index) => {
    const code = codes[index];
    const match = code && ('isrc' in code ? byIsrc.get(code.isrc) : byUpc.get(code.upc));
    if (match) matches.set(item.id, match);
  });
  return matches;
}
