import type { PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import { publicPageChanged } from '../public-pages/public-page-changed';

export interface SmartLinkEntryView {
  key: string;
  name: string;
  url: string;
  active: boolean;
  custom: boolean;
}

/** A smart link as its owner sees it: the editor, `GET /v1/smartlinks/{id}` and `slipcase smartlink show`. */
export interface SmartLinkView {
  id: string;
  slug: string;
  /** The public page's path: `/s/{slug}`. */
  path: string;
  release: { id: string; title: string; artist: string; upc: string; hasCover: boolean };
  entries: SmartLinkEntryView[];
  createdAt: string;
}

export const smartLinkPath = (slug: string) => `/s/${slug}`;

const SELECT = {
  id: true,
  slug: true,
  createdAt: true,
  release: { select: { id: true, ownerId: true, title: true, upc: true, coverKey: true, artist: { select: { name: true } } } },
  entries: { orderBy: { position: 'asc' }, select: { key: true, name: true, url: true, active: true, custom: true } },
} as const;

/** The caller's smart link, or `not_found` (another account's is not found either). */
export async function ownedSmartLink(prisma: PrismaClient, input: { userId: string; smartLinkId: string }): Promise<SmartLinkView> {
  const row = await prisma.smartLink.findUnique({ where: { id: input.smartLinkId }, select: SELECT });
  if (!row || row.release.ownerId !== input.userId) throw new AppError('not_found', 'smartLink');
  return {
    id: row.id,
    slug: row.slug,
    path: smartLinkPath(row.slug),
    release: { id: row.release.id, title: row.release.title, artist: row.release.artist.name, upc: row.release.upc, hasCover: row.release.coverKey !== null },
    entries: row.entries,
    createdAt: row.createdAt.toISOString(),
  };
}

/** After an edit: the public page is rendered again on every server. */
export function smartLinkChanged(prisma: PrismaClient, slug: string): Promise<void> {
  return publicPageChanged({ prisma }, smartLinkPath(slug));
}
