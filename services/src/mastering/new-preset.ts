import { masteringCharge, type MasteringCharge } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import type { MasteringDeps } from './mastering-deps';
import { masteringJobOf, paidJobsOfTrack } from './mastering-jobs';
import { requestMastering, type RequestedMastering } from './request-mastering';

/** What another preset of one of the artist's jobs costs now: free within 7 days of the track's payment. */
export async function newPresetCharge(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { userId: string; jobId: string }): Promise<MasteringCharge> {
  const job = await masteringJobOf(deps, input);
  return masteringCharge(await paidJobsOfTrack(deps, { userId: input.userId, sourceSha256: job.sourceSha256 }), deps.now);
}

/**
 * Another preset of a job's track (its stored source, name and loop): a new job, priced as any other, so free
 * within the 7 days after a payment. Another account's job is not_found.
 */
export async function requestNewPreset(deps: MasteringDeps, input: { userId: string; jobId: string; preset: string }): Promise<RequestedMastering> {
  const job = await masteringJobOf(deps, input);
  const loop = job.loopStartMs !== null && job.loopEndMs !== null ? { startSeconds: job.loopStartMs / 1000, endSeconds: job.loopEndMs / 1000 } : null;
  return requestMastering(deps, {
    userId: input.userId,
    source: deps.storage.path(job.sourceKey),
    fileName: job.fileName,
    projectName: job.projectName,
    preset: input.preset,
    loop,
  });
}
