import type { PrismaClient } from '@slipcase/db';

/** The channel each web server's render cache listens on (web/server/public-page-cache.ts). */
export const PUBLIC_PAGE_CHANNEL = 'public_page_changed';

/**
 * The advisory lock that orders a render's write against an invalidation: a cache takes it shared to store a
 * render, `publicPageChanged` exclusively. Without it a render that read the data before an edit could be stored
 * just after the edit's invalidation had deleted the old one, and be served stale until it aged out.
 */
export const PUBLIC_PAGE_LOCK = 290_029n;

/** A page (`/s/my-song`, `/`) or every page whose path starts with `prefix` (`/s/`). */
export type PublicPageTarget = string | { prefix: string };

export interface PublicPageChange {
  page: string;
  prefix: boolean;
}

/** How long an invalidation is kept: far longer than any render takes, which is all it is read for. */
const KEPT_MINUTES = 60;

export function publicPageChange(target: PublicPageTarget): PublicPageChange {
  return typeof target === 'string' ? { page: target, prefix: false } : { page: target.prefix, prefix: true };
}

/** Whether a change covers a page. */
export function changeCovers(change: PublicPageChange, page: string): boolean {
  return change.prefix ? page.startsWith(change.page) : page === change.page;
}

/**
 * What a publish, an edit or a store link calls once its own write is committed: every web server drops its
 * renders of the page (or pages), in the database and in memory, and renders them again on the next visit.
 */
export async function publicPageChanged(deps: { prisma: PrismaClient }, target: PublicPageTarget): Promise<void> {
  const change = publicPageChange(target);
  const { prisma } = deps;
  const matches = change.prefix ? prisma.$executeRaw`DELETE FROM "PublicPageRender" WHERE starts_with(page, ${change.page})` : prisma.$executeRaw`DELETE FROM "PublicPageRender" WHERE page = ${change.page}`;
  await prisma.$transaction([
    prisma.$queryRaw`SELECT pg_advisory_xact_lock(${PUBLIC_PAGE_LOCK})::text`,
    prisma.publicPageInvalidation.create({ data: { page: change.page, prefix: change.prefix } }),
    matches,
    prisma.$executeRaw`DELETE FROM "PublicPageInvalidation" WHERE at < now() - make_interval(mins => ${KEPT_MINUTES})`,
    // Delivered when the transaction commits, so a listener never reads the row it was told is gone.
    prisma.$queryRaw`SELECT pg_notify(${PUBLIC_PAGE_CHANNEL}, ${JSON.stringify(change)})::text`,
  ]);
}
