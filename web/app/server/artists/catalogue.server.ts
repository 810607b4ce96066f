import { getPrisma, Prisma } from '@slipcase/db';
import { ARTIST_GENRES, isCountryCode, isPremium, type Plan } from '@slipcase/domain';

import {
  CATALOGUE_MAX_PAGES,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  type CatalogueQuery,
  type CatalogueSort,
} from '../../lib/catalogue';

/** The public catalogue (001 §2, §3): artists 24 at a time, filtered by country and genre, in one of four orders. */

/** The query's filters as far as they are valid: an unknown country, genre or sort is ignored, a page clamped. */
export function readCatalogueQuery(searchParams: URLSearchParams): CatalogueQuery {
  const country = searchParams.get('country')?.toUpperCase() ?? '';
  const genre = searchParams.get('genre') ?? '';
  const sort = searchParams.get('sort') ?? '';
  const page = Number.parseInt(searchParams.get('page') ?? '1', 10);
  return {
    country: isCountryCode(country) ? country : null,
    genre: (ARTIST_GENRES as readonly string[]).includes(genre) ? genre : null,
    sort: (CATALOGUE_SORTS as readonly string[]).includes(sort) ? (sort as CatalogueSort) : 'followers',
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), CATALOGUE_MAX_PAGES) : 1,
  };
}

/**
 * What the catalogue shows of an artist, and nothing more: never the legal names, the links or the biography's
 * owner data. `followers` is the provider's count plus platform follows; `pro` says the owner is on PRO or Advanced.
 */
export interface CatalogueArtist {
  id: string;
  name: string;
  verified: boolean;
  followers: number;
  country: string | null;
  genre: string;
  type: string;
  imageUrl: string | null;
  pro: boolean;
  /** Whether the viewer follows it (false for visitors). */
  following: boolean;
  /** The viewer's own artist: it cannot be followed. */
  own: boolean;
}

interface Row {
  id: string;
  name: string;
  verified: boolean;
  followers: number;
  country: string | null;
  mainGenre: string;
  type: string;
  imageKey: string | null;
  updatedAt: Date;
  plan: Plan;
  following: boolean;
  own: boolean;
}

const ORDER: Record<CatalogueSort, Prisma.Sql> = {
  followers: Prisma.sql`followers DESC, a."createdAt" DESC, a.id`,
  name: Prisma.sql`lower(a.name), a.id`,
  newest: Prisma.sql`a."createdAt" DESC, a.id DESC`,
  oldest: Prisma.sql`a."createdAt" ASC, a.id ASC`,
};

export interface CatalogueOptions {
  /** The signed-in viewer, for `following` and `own`. */
  viewerId?: string | null;
  /** Only artists of PRO and Advanced accounts (the wizard's Follow step). */
  proOnly?: boolean;
  /** Leave the viewer's own artists out. */
  excludeOwn?: boolean;
  /** Leave out the artists the viewer already follows. */
  excludeFollowed?: boolean;
  /** Rows to skip and to take; by default the query's pages. */
  offset?: number;
  limit?: number;
}

function toArtist(row: Row): CatalogueArtist {
  return {
    id: row.id,
    name: row.name,
    verified: row.verified,
    followers: Number(row.followers),
    country: row.country,
    genre: row.mainGenre,
    type: row.type,
    imageUrl: row.imageKey ? `/artists/${row.id}/image?v=${row.updatedAt.getTime()}` : null,
    pro: isPremium(row.plan),
    following: row.following,
    own: row.own,
  };
}

/**
 * Artists of the catalogue with the total that match. Artists of frozen or banned accounts are not listed. Ties
 * in an order are broken by id, so pages never repeat or skip an artist.
 */
export async function listCatalogue(query: CatalogueQuery, options: CatalogueOptions = {}) {
  const viewer = options.viewerId ?? null;
  const conditions: Prisma.Sql[] = [Prisma.sql`u.freeze = false`, Prisma.sql`u.banned = false`];
  if (query.country) conditions.push(Prisma.sql`a.country = ${query.country}`);
  if (query.genre) conditions.push(Prisma.sql`a."mainGenre" = ${query.genre}`);
  if (options.proOnly) conditions.push(Prisma.sql`u.plan IN ('pro', 'advanced')`);
  if (viewer && options.excludeOwn) conditions.push(Prisma.sql`a."ownerId" <> ${viewer}`);
  if (viewer && options.excludeFollowed) {
    conditions.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM "ArtistFollow" mine WHERE mine."artistId" = a.id AND mine."userId" = ${viewer})`);
  }
  const where = Prisma.join(conditions, ' AND ');
  const limit = options.limit ?? query.page * CATALOGUE_PAGE_SIZE;
  const offset = options.offset ?? 0;
  const prisma = getPrisma();
  const [rows, [count]] = await Promise.all([
    prisma.$queryRaw<Row[]>`
      SELECT a.id, a.name, a.verified, a.country, a."mainGenre", a.type, a."imageKey", a."updatedAt", u.plan::text AS plan,
             (a."followerCount" + (SELECT count(*) FROM "ArtistFollow" f WHERE f."artistId" = a.id))::int AS followers,
             ${viewer ? Prisma.sql`EXISTS (SELECT 1 FROM "ArtistFollow" v WHERE v."artistId" = a.id AND v."userId" = ${viewer})` : Prisma.sql`false`} AS following,
             ${viewer ? Prisma.sql`a."ownerId" = ${viewer}` : Prisma.sql`false`} AS own
      FROM "Artist" a JOIN "User" u ON u.id = a."ownerId"
      WHERE ${where}
      ORDER BY ${ORDER[query.sort]}
      LIMIT ${limit} OFFSET ${offset}`,
    prisma.$queryRaw<Array<{ total: number }>>`
      SELECT count(*)::int AS total FROM "Artist" a JOIN "User" u ON u.id = a."ownerId" WHERE ${where}`,
  ]);
  return { artists: rows.map(toArtist), total: Number(count?.total ?? 0) };
}

/** The countries the catalogue's artists come from, for its country filter (only countries with someone in them). */
export async function catalogueCountries(): Promise<string[]> {
  const rows = await getPrisma().artist.findMany({
    where: { country: { not: null }, owner: { freeze: false, banned: false } },
    distinct: ['country'],
    select: { country: true },
  });
  return rows.map((row) => row.country).filter((country): country is string => country !== null && isCountryCode(country));
}

/** The artists with their country's name in the reader's language (named on the server, see countryOptions). */
export function withCountryNames<T extends { country: string | null }>(artists: readonly T[], locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return artists.map((artist) => ({ ...artist, countryName: artist.country ? (names.of(artist.country) ?? artist.country) : null }));
}

/** Country names in the reader's language, sorted by name (from the server's ICU, so the browser's never differ). */
export function countryOptions(codes: readonly string[], locale: string): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
