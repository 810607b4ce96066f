import type { PrismaClient } from '@slipcase/db';
import {
  can,
  readPageLook,
  readSocialLinks,
  shownVideoId,
  SOCIAL_NETWORKS,
  storePresence,
  type PageLayout,
  type PagePalette,
  type PagePattern,
  type PlatformTier,
  type Plan,
  type SocialNetwork,
} from '@slipcase/domain';
import { artistImageUrl } from '../artists/profiles';
import { smartLinkPath } from '../smart-links/smart-link-view';

/** What an artist page shows, as plain data: what /me/{handle} renders (and may cache) and the editor previews. */
export interface ArtistPageView {
  handle: string;
  artistName: string;
  verified: boolean;
  bio: string | null;
  imageUrl: string | null;
  look: { layout: PageLayout; palette: PagePalette; pattern: PagePattern };
  /** The featured YouTube video's id, while the owner's plan has featured_video. */
  videoId: string | null;
  socialLinks: Array<{ network: SocialNetwork; url: string }>;
  releases: PageRelease[];
  /** Fans may follow (leave their e-mail): the owner's plan has artist_page_insights. */
  followable: boolean;
}

export interface PageRelease {
  id: string;
  title: string;
  type: string;
  releaseDate: string;
  /** The release's store pages where it is live. */
  links: Array<{ store: string; name: string; url: string }>;
  /** Its smart link's page (`/s/{slug}`), where the fan's stores come first: the page links there when there is one. */
  smartLink: string | null;
}

/** At most this many releases, newest first: a page, not a catalogue. */
export const PAGE_RELEASES_MAX = 24;

interface StoredPage {
  handle: string;
  layout: string;
  palette: string;
  pattern: string;
  videoUrl: string | null;
  artist: { id: string; name: string; verified: boolean; biography: string | null; imageKey: string | null; updatedAt: Date; socialLinks: unknown; owner: { plan: Plan } };
}

/** The artist's published releases with their live store links. */
async function pageReleases(prisma: PrismaClient, stores: readonly PlatformTier[], artistId: string): Promise<PageRelease[]> {
  const releases = await prisma.release.findMany({
    where: { artistId, status: 'published' },
    orderBy: [{ releaseDate: 'desc' }, { createdAt: 'desc' }],
    take: PAGE_RELEASES_MAX,
    select: {
      id: true,
      title: true,
      type: true,
      releaseDate: true,
      deliveries: { orderBy: { startedAt: 'asc' }, select: { store: true, kind: true, status: true, ackStatus: true, storeUrl: true } },
      smartLink: { select: { slug: true } },
    },
  });
  return releases.map((release) => {
    const live = new Set(
      storePresence(release.deliveries.map((delivery) => ({ ...delivery, answered: delivery.ackStatus !== null })))
        .filter((presence) => presence.state === 'live')
        .map((presence) => presence.store),
    );
    const urls = new Map<string, string>();
    for (const delivery of release.deliveries) if (delivery.storeUrl && live.has(delivery.store)) urls.set(delivery.store, delivery.storeUrl);
    return {
      id: release.id,
      title: release.title,
      type: release.type,
      releaseDate: release.releaseDate.toISOString().slice(0, 10),
      links: [...urls].map(([store, url]) => ({ store, name: stores.find((tier) => tier.id === store)?.name ?? store, url })),
      smartLink: release.smartLink ? smartLinkPath(release.smartLink.slug) : null,
    };
  });
}

export async function artistPageView(deps: { prisma: PrismaClient; stores: readonly PlatformTier[] }, page: StoredPage): Promise<ArtistPageView> {
  const { artist } = page;
  const plan = artist.owner.plan;
  const links = readSocialLinks(artist.socialLinks);
  return {
    handle: page.handle,
    artistName: artist.name,
    verified: artist.verified,
    bio: artist.biography,
    imageUrl: artistImageUrl(artist),
    look: readPageLook(page),
    videoId: shownVideoId(plan, page.videoUrl),
    socialLinks: SOCIAL_NETWORKS.flatMap((network) => (links[network] ? [{ network, url: links[network] }] : [])),
    releases: await pageReleases(deps.prisma, deps.stores, artist.id),
    followable: can(plan, 'artist_page_insights'),
  };
}
