import type { PrismaClient } from '@slipcase/db';
import { AppError, type ReleaseStatus } from '@slipcase/domain';
import { WorkflowNotRunningError } from '../ports/workflows';

/** The release, refused unless it has `status` (and, with `ownerId`, belongs to that user). */
export async function requireRelease(prisma: PrismaClient, releaseId: string, status: ReleaseStatus, ownerId?: string) {
  const release = await prisma.release.findUnique({
    where: { id: releaseId },
    select: {
      id: true,
      ownerId: true,
      status: true,
      releaseDate: true,
      upc: true,
      title: true,
      artist: { select: { name: true } },
      owner: { select: { plan: true, timeZone: true } },
    },
  });
  if (!release) throw new AppError('not_found', 'releaseId');
  if (ownerId !== undefined && release.ownerId !== ownerId) throw new AppError('permission_denied', 'releaseId');
  if (release.status !== status) throw new AppError('invalid_transition', 'status', { status: release.status });
  return release;
}

/**
 * Sends a person's decision to a release's workflow. One that is not running (finished, never started) refuses
 * with the release's status as it is now.
 */
export async function decideOnRelease<T>(prisma: PrismaClient, releaseId: string, send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof WorkflowNotRunningError)) throw error;
    const release = await prisma.release.findUnique({ where: { id: releaseId }, select: { status: true } });
    if (!release) throw new AppError('not_found', 'releaseId');
    throw new AppError('invalid_transition', 'status', { status: release.status });
  }
}
