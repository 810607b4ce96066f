import { AppError, can, checkPageFollow, isCountryCode, isHandle, normalizeHandle, type FieldError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { findPublicPage } from './artist-page-store';

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

/** A country as stored: an ISO code from the lookup, or nothing. */
const storedCountry = (country: string | null | undefined) => (country && isCountryCode(country) ? country : null);

export type FollowOutcome = { ok: true } | { ok: false; errors: FieldError[] };

/**
 * A fan follows a page with their e-mail and consent, and the country their address was in (the address itself
 * is never given here). Following again is not an error and keeps the first date. A page whose owner's plan has no
 * followers (artist_page_insights), or no page at all, is `not_found`: the page offers no form then.
 */
export async function followArtistPage(
  deps: Deps,
  input: { handle: string; email: string; consent: boolean; country: string | null },
): Promise<FollowOutcome> {
  const page = await findPublicPage(deps, normalizeHandle(input.handle));
  if (!page || !can(page.artist.owner.plan, 'artist_page_insights')) throw new AppError('not_found', 'handle');
  const errors = checkPageFollow(input);
  if (errors.length > 0) return { ok: false, errors };
  const email = input.email.trim().toLowerCase();
  await deps.prisma.artistPageFollower.upsert({
    where: { pageId_email: { pageId: page.id, email } },
    create: { pageId: page.id, email, country: storedCountry(input.country), consentedAt: deps.now },
    update: {},
  });
  return { ok: true };
}

/**
 * Counts a visit of /me/{handle} on its day (UTC) and country: one row per page, day and country, added to in
 * one statement (no cookie, no address). Unknown handles count nothing.
 */
export async function recordPageVisit(deps: Deps, input: { handle: string; country: string | null }): Promise<void> {
  const handle = normalizeHandle(input.handle);
  if (!isHandle(handle)) return;
  const day = deps.now.toISOString().slice(0, 10);
  await deps.prisma.$executeRaw`
    INSERT INTO "ArtistPageVisitDay" ("pageId", "day", "country", "visits")
    SELECT "id", ${day}::date, ${storedCountry(input.country) ?? ''}, 1 FROM "ArtistPage" WHERE "handle" = ${handle}
    ON CONFLICT ("pageId", "day", "country") DO UPDATE SET "visits" = "ArtistPageVisitDay"."visits" + 1`;
}
