import { AppError } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** The artist's jobs, newest first (001 §2: file name, status, created). */
export function listMasteringJobs(deps: Pick<ServiceDeps, 'prisma'>, input: { userId: string; take?: number }) {
  return deps.prisma.masteringJob.findMany({
    where: { userId: input.userId },
    orderBy: { createdAt: 'desc' },
    take: Math.min(input.take ?? 100, 500),
  });
}

/** A job as the jobs table and its page show it. */
export type MasteringJobView = Awaited<ReturnType<typeof listMasteringJobs>>[number];

/** One of the artist's jobs; another account's, or none, is not_found (never told apart). */
export async function masteringJobOf(deps: Pick<ServiceDeps, 'prisma'>, input: { userId: string; jobId: string }): Promise<MasteringJobView> {
  const job = await deps.prisma.masteringJob.findUnique({ where: { id: input.jobId } });
  if (!job || job.userId !== input.userId) throw new AppError('not_found', 'jobId');
  return job;
}

/** The account's paid jobs of one track (the same audio by its hash), as `masteringCharge` prices the next. */
export function paidJobsOfTrack(deps: Pick<ServiceDeps, 'prisma'>, input: { userId: string; sourceSha256: string }) {
  return deps.prisma.masteringJob.findMany({
    where: { userId: input.userId, sourceSha256: input.sourceSha256, paidAt: { not: null } },
    select: { id: true, paidAt: true, refundedAt: true },
  });
}
