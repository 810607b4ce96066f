import type { PrismaClient } from '@slipcase/db';
import { AppError, isHandle } from '@slipcase/domain';
import { NOT_BLOCKED } from '../accounts/not-blocked';

type Deps = { prisma: PrismaClient };

/** The owner's page with its artist, or `not_found` (somebody else's page is not found either). */
export async function findMyPage({ prisma }: Deps, { ownerId, pageId }: { ownerId: string; pageId: string }) {
  const page = await prisma.artistPage.findFirst({
    where: { id: pageId, artist: { ownerId } },
    include: { artist: { include: { owner: { select: { plan: true } } } } },
  });
  if (!page) throw new AppError('not_found', 'page');
  return page;
}

/** A page by handle whose owner's account is not blocked, with the owner's plan; null when there is none. */
export async function findPublicPage({ prisma }: Deps, handle: string) {
  // What is no handle (a NUL, a path) finds nothing without asking the database.
  if (!isHandle(handle)) return null;
  return prisma.artistPage.findFirst({
    where: { handle, artist: { owner: NOT_BLOCKED } },
    include: { artist: { include: { owner: { select: { plan: true } } } } },
  });
}
