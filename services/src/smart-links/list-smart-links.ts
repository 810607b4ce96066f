import type { ServiceDeps } from '../deps';
import { LIVE_RELEASE_STATUSES } from './smart-link-entries';
import { smartLinkPath } from './smart-link-view';

export interface SmartLinkList {
  links: { id: string; slug: string; path: string; title: string; artist: string; buttons: number }[];
  /** Published releases without a smart link yet: what "Create" offers. */
  releases: { id: string; title: string; artist: string }[];
}

/** The caller's smart links, newest first, and the published releases that could have one. */
export async function listSmartLinks(deps: Pick<ServiceDeps, 'prisma'>, input: { userId: string }): Promise<SmartLinkList> {
  const [links, releases] = await Promise.all([
    deps.prisma.smartLink.findMany({
      where: { release: { ownerId: input.userId } },
      orderBy: { createdAt: 'desc' },
      select: { id: true, slug: true, release: { select: { title: true, artist: { select: { name: true } } } }, _count: { select: { entries: { where: { active: true } } } } },
    }),
    deps.prisma.release.findMany({
      where: { ownerId: input.userId, status: { in: [...LIVE_RELEASE_STATUSES] }, smartLink: null },
      orderBy: { publishedAt: 'desc' },
      select: { id: true, title: true, artist: { select: { name: true } } },
    }),
  ]);
  return {
    links: links.map((link) => ({ id: link.id, slug: link.slug, path: smartLinkPath(link.slug), title: link.release.title, artist: link.release.artist.name, buttons: link._count.entries })),
    releases: releases.map((release) => ({ id: release.id, title: release.title, artist: release.artist.name })),
  };
}
