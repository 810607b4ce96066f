import {
  can,
  checkArtistPage,
  normalizeArtistPage,
  readPageLook,
  readSocialLinks,
  type ArtistPageInput,
  type FieldError,
  type PageLayout,
  type PagePalette,
  type PagePattern,
  type Plan,
  type SocialLinks,
} from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { isUniqueViolation } from '../database/unique-violation';
import { storeArtistPicture } from '../artists/save-artist';
import { findMyPage } from './artist-page-store';
import { artistPageView, type ArtistPageView } from './artist-page-view';
import { artistPageChanged } from './artist-page-changed';

/** The editor's starting point: the settings as the form holds them, and the page as it shows now. */
export interface ArtistPageEditor {
  id: string;
  artistId: string;
  plan: Plan;
  settings: {
    handle: string;
    layout: PageLayout;
    palette: PagePalette;
    pattern: PagePattern;
    videoUrl: string;
    bio: string;
    socialLinks: SocialLinks;
  };
  /** What the owner's plan lets the page have: the featured video, followers and visit details. */
  allows: { featuredVideo: boolean; insights: boolean };
  view: ArtistPageView;
}

/** The owner's page for `/tools/slipcase-me/{id}`, `GET /v1/artist-pages/{id}` and `slipcase me show`; `not_found` for anybody else's. */
export async function loadArtistPageEditor(deps: Pick<ServiceDeps, 'prisma' | 'stores'>, input: { ownerId: string; pageId: string }): Promise<ArtistPageEditor> {
  const page = await findMyPage(deps, input);
  const plan = page.artist.owner.plan;
  return {
    id: page.id,
    artistId: page.artistId,
    plan,
    settings: {
      handle: page.handle,
      ...readPageLook(page),
      videoUrl: page.videoUrl ?? '',
      bio: page.artist.biography ?? '',
      socialLinks: readSocialLinks(page.artist.socialLinks),
    },
    allows: { featuredVideo: can(plan, 'featured_video'), insights: can(plan, 'artist_page_insights') },
    view: await artistPageView(deps, page),
  };
}

export type SaveArtistPageOutcome = { ok: true; handle: string } | { ok: false; errors: FieldError[] };

/**
 * Saves the editor: the page's handle, look and featured video, and the artist profile's bio and social links (the
 * page shows the profile's own), all in one transaction, then the prepared picture (prepareArtistPicture) if any.
 * Refuses with field errors: every rule of checkArtistPage under the owner's plan (a video on the free plan is
 * `premium_required`), and a handle another page has (`handle_taken`); nothing is saved then. Not the owner's:
 * `not_found`.
 */
export async function saveArtistPage(
  deps: Pick<ServiceDeps, 'prisma' | 'storage'>,
  input: { ownerId: string; pageId: string; page: ArtistPageInput; picturePath?: string | null },
): Promise<SaveArtistPageOutcome> {
  const stored = await findMyPage(deps, input);
  const errors = checkArtistPage(input.page, stored.artist.owner.plan);
  if (errors.length > 0) return { ok: false, errors };
  const settings = normalizeArtistPage(input.page);
  try {
    await deps.prisma.$transaction([
      deps.prisma.artistPage.update({
        where: { id: stored.id },
        data: { handle: settings.handle, layout: settings.layout, palette: settings.palette, pattern: settings.pattern, videoUrl: settings.videoUrl },
      }),
      deps.prisma.artist.update({ where: { id: stored.artistId }, data: { biography: settings.bio, socialLinks: settings.socialLinks } }),
    ]);
  } catch (caught) {
    if (isUniqueViolation(caught)) return { ok: false, errors: [{ code: 'handle_taken', field: 'handle', params: { handle: settings.handle } }] };
    throw caught;
  }
  if (input.picturePath && !(await storeArtistPicture(deps, stored.artistId, input.picturePath))) {
    return { ok: false, errors: [{ code: 'upload_failed', field: 'image' }] };
  }
  await artistPageChanged(deps.prisma, stored.handle);
  if (settings.handle !== stored.handle) await artistPageChanged(deps.prisma, settings.handle);
  return { ok: true, handle: settings.handle };
}
