import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { AppError } from '@slipcase/domain';
import { getReleaseView, type ReleaseView } from '@slipcase/services/releases/release-view';

export async function requireReleaseView(prisma: PrismaClient, releaseId: string): Promise<ReleaseView> {
  const view = await getReleaseView(prisma, releaseId, { settings: config().settings });
  if (!view) throw new AppError('not_found', 'releaseId', { releaseId }, `Release ${releaseId} not found`);
  return view;
}
