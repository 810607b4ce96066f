import type { PrismaClient } from '@slipcase/db';

/** The instant a release goes live: 00:00 UTC of its release date (Release.releaseDate is stored at that instant). */
export async function releaseLiveAt(prisma: PrismaClient, input: { releaseId: string }): Promise<{ liveAt: string }> {
  const { releaseDate } = await prisma.release.findUniqueOrThrow({ where: { id: input.releaseId }, select: { releaseDate: true } });
  const day = releaseDate.toISOString().slice(0, 10);
  return { liveAt: `${day}T00:00:00.000Z` };
}
