import { Prisma } from '@slipcase/db';
import { isCountryCode, isPaidPlan, PAID_PLANS, type Plan } from '@slipcase/domain';
import { NOT_BLOCKED } from '../accounts/not-blocked';
import { notBlockedSql } from '../accounts/not-blocked-sql';
import type { ServiceDeps } from '../deps';

/** The public catalogue (001 §2, §3): artists a page at a time, filtered by country and genre, in one of four orders. */

/** The catalogue's orders (001 §2). */
export type CatalogueSort = 'followers' | 'name' | 'newest' | 'oldest';

/** Which artists to list: the filters and the order, `limit` rows from `offset`. */
export interface CatalogueListing {
  country: string | null;
  genre: string | null;
  sort: CatalogueSort;
  limit: number;
  offset?: number;
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
    pro: isPaidPlan(row.plan),
    following: row.following,
    own: row.own,
  };
}

/**
 * Artists of the catalogue with the total that match. Artists of frozen or banned accounts are not listed. Ties
 * in an order are broken by id, so pages never repeat or skip an artist.
 */
export async function listCatalogue({ prisma }: Pick<ServiceDeps, 'prisma'>, query: CatalogueListing, options: CatalogueOptions = {}) {
  const viewer = options.viewerId ?? null;
  const conditions: Prisma.Sql[] = [notBlockedSql('u')];
  if (query.country) conditions.push(Prisma.sql`a.country = ${query.country}`);
  if (query.genre) conditions.push(Prisma.sql`a."mainGenre" = ${query.genre}`);
  if (options.proOnly) conditions.push(Prisma.sql`u.plan::text IN (${Prisma.join(PAID_PLANS)})`);
  if (viewer && options.excludeOwn) conditions.push(Prisma.sql`a."ownerId" <> ${viewer}`);
  if (viewer && options.excludeFollowed) {
    conditions.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM "ArtistFollow" mine WHERE mine."artistId" = a.id AND mine."userId" = ${viewer})`);
  }
  const where = Prisma.join(conditions, ' AND ');
  const { limit, offset = 0 } = query;
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
export async function catalogueCountries({ prisma }: Pick<ServiceDeps, 'prisma'>): Promise<string[]> {
  const rows = await prisma.artist.findMany({
    where: { country: { not: null }, owner: NOT_BLOCKED },
    distinct: ['country'],
    select: { country: true },
  });
  return rows.map((row) => row.country).filter((country): country is string => country !== null && isCountryCode(country));
}
