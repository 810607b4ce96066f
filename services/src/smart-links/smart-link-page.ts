import { countryCode, isSmartLinkSlug, orderForDevice, type Device } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** Everything `/s/{slug}` shows, as plain data (the render cache keeps the page it makes). */
export interface SmartLinkPage {
  slug: string;
  title: string;
  artist: string;
  /** The cover's content hash, for its URL (a new cover, a new address); null without one. */
  coverVersion: string | null;
  buttons: { key: string; name: string }[];
}

/** The public page's data for a visitor on `device`: active buttons only, stores ranked for the device. Null: no such link. */
export async function smartLinkPage(deps: Pick<ServiceDeps, 'prisma'>, input: { slug: string; device: Device }): Promise<SmartLinkPage | null> {
  if (!isSmartLinkSlug(input.slug)) return null;
  const row = await deps.prisma.smartLink.findUnique({
    where: { slug: input.slug },
    select: {
      slug: true,
      release: { select: { title: true, coverKey: true, coverSha256: true, artist: { select: { name: true } } } },
      entries: { where: { active: true }, select: { key: true, name: true, position: true, custom: true } },
    },
  });
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.release.title,
    artist: row.release.artist.name,
    coverVersion: row.release.coverKey ? (row.release.coverSha256 ?? 'cover').slice(0, 16) : null,
    buttons: orderForDevice(row.entries, input.device).map(({ key, name }) => ({ key, name })),
  };
}

/** Where a visitor comes from: its country (from an offline lookup of the address, which is not kept) and device. */
export interface Visit {
  country: string | null;
  device: Device;
}

function countVisit(deps: Pick<ServiceDeps, 'prisma' | 'now'>, smartLinkId: string, visit: Visit, entry: string): Promise<number> {
  const day = deps.now.toISOString().slice(0, 10);
  return deps.prisma.$executeRaw`
    INSERT INTO "SmartLinkCount" ("smartLinkId", day, country, device, entry, count)
    VALUES (${smartLinkId}, ${day}::date, ${countryCode(visit.country)}, ${visit.device}, ${entry}, 1)
    ON CONFLICT ("smartLinkId", day, country, device, entry) DO UPDATE SET count = "SmartLinkCount".count + 1`;
}

/** One view of `/s/{slug}`, counted by day, country and device. False: no such link. */
export async function recordSmartLinkView(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { slug: string } & Visit): Promise<boolean> {
  if (!isSmartLinkSlug(input.slug)) return false;
  const link = await deps.prisma.smartLink.findUnique({ where: { slug: input.slug }, select: { id: true } });
  if (!link) return false;
  await countVisit(deps, link.id, input, '');
  return true;
}

/** A click on a button: counted like a view, and answered with where the button goes. Null: no such active button. */
export async function recordSmartLinkClick(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { slug: string; key: string } & Visit): Promise<string | null> {
  if (!isSmartLinkSlug(input.slug)) return null;
  const entry = await deps.prisma.smartLinkEntry.findFirst({ where: { key: input.key, active: true, smartLink: { slug: input.slug } }, select: { url: true, smartLinkId: true } });
  if (!entry) return null;
  await countVisit(deps, entry.smartLinkId, input, input.key);
  return entry.url;
}

/** The cover of a smart link's release, for its public page: the stored file's key and format, or null. */
export async function smartLinkCover(deps: Pick<ServiceDeps, 'prisma'>, input: { slug: string }): Promise<{ key: string; format: string | null } | null> {
  if (!isSmartLinkSlug(input.slug)) return null;
  const row = await deps.prisma.smartLink.findUnique({ where: { slug: input.slug }, select: { release: { select: { coverKey: true, coverFormat: true } } } });
  return row?.release.coverKey ? { key: row.release.coverKey, format: row.release.coverFormat } : null;
}
