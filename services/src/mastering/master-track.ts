import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError, isMasteringPreset } from '@slipcase/domain';
import { masterAudio, SilentAudioError, type MasteringStep } from '@slipcase/plugin-contract';
import type { ServiceDeps } from '../deps';
import type { MasteringRefunds } from './mastering-deps';

export interface MasterTrackInput {
  jobId: string;
}

/** Finite numbers only: a silent master's true peak is -Infinity, which a column does not keep. */
const finite = (value: number): number | null => (Number.isFinite(value) ? value : null);

/**
 * Masters a pending job's track (the workflow's DSP activity): the chain into a folder of its own, both files
 * into storage beside the source, the before and after measurements onto the job, which is then succeeded. Run
 * again after it succeeded it does nothing; a silent file is refused (`mastering_silent`).
 */
export async function masterTrack(
  deps: Pick<ServiceDeps, 'prisma' | 'storage' | 'now'> & { onStep?: (step: MasteringStep) => void },
  input: MasterTrackInput,
): Promise<{ status: 'succeeded' }> {
  const { prisma, storage } = deps;
  const job = await prisma.masteringJob.findUnique({ where: { id: input.jobId } });
  if (!job) throw new AppError('not_found', 'jobId');
  if (job.status === 'succeeded') return { status: 'succeeded' };
  if (job.status !== 'pending' || !isMasteringPreset(job.preset)) throw new AppError('invalid_transition', 'jobId', { status: job.status });
  const workDir = await mkdtemp(join(tmpdir(), 'slipcase-master-'));
  try {
    const mastered = await masterAudio(storage.path(job.sourceKey), workDir, { preset: job.preset, onStep: deps.onStep }).catch((error: unknown) => {
      throw error instanceof SilentAudioError ? new AppError('mastering_silent', 'audio') : error;
    });
    const base = `mastering/${job.id}/master-${job.preset}`;
    const [wav, mp3] = [await storage.put(`${base}.wav`, mastered.wavPath), await storage.put(`${base}.mp3`, mastered.mp3Path)];
    await prisma.masteringJob.update({
      where: { id: job.id },
      data: {
        status: 'succeeded',
        wavKey: wav.key,
        mp3Key: mp3.key,
        inputLufs: finite(mastered.before.integratedLufs),
        inputLra: finite(mastered.before.rangeLu),
        inputTruePeak: finite(mastered.before.truePeakDbtp),
        outputLufs: finite(mastered.after.integratedLufs),
        outputLra: finite(mastered.after.rangeLu),
        outputTruePeak: finite(mastered.after.truePeakDbtp),
        completedAt: deps.now,
      },
    });
    return { status: 'succeeded' };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Marks a job that could not be mastered as failed with the code it shows, and gives back what was paid for it
 * (001: no charge for a job that failed). Done once: a job already failed or succeeded is left as it is.
 */
export async function failMasteringJob(
  deps: Pick<ServiceDeps, 'prisma' | 'now'> & { refunds?: MasteringRefunds },
  input: { jobId: string; failure: string },
): Promise<void> {
  const { prisma, now } = deps;
  const job = await prisma.masteringJob.findUnique({ where: { id: input.jobId } });
  if (!job || job.status === 'failed' || job.status === 'succeeded') return;
  if (job.paymentId && !job.refundedAt && deps.refunds) await deps.refunds.refundPayment(job.paymentId);
  await prisma.masteringJob.update({
    where: { id: job.id },
    data: { status: 'failed', failure: input.failure, completedAt: now, ...(job.paymentId && deps.refunds && !job.refundedAt && { refundedAt: now }) },
  });
}
