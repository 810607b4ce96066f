import { Context } from '@temporalio/activity';
import type { PrismaClient } from '@slipcase/db';
import { failMasteringJob as failJob, masterTrack as masterJobTrack, type FileStorage, type MasteringRefunds } from '@slipcase/services';
import { refusingWithoutRetry } from './refusal';

/** ffmpeg's passes print nothing the worker reads while they run: the activity says it is alive this often. */
const HEARTBEAT_MS = 10_000;

/** The DSP activity: masters the job's track, heartbeating its step as it starts and every 10 s within it. */
export async function masterTrack(deps: { prisma: PrismaClient; storage: FileStorage }, input: { jobId: string }) {
  const context = Context.current();
  let step = 'starting';
  context.heartbeat({ step });
  const beat = setInterval(() => context.heartbeat({ step }), HEARTBEAT_MS);
  try {
    return await refusingWithoutRetry(() =>
      masterJobTrack(
        {
          ...deps,
          now: new Date(),
          onStep: (next) => {
            step = next;
            context.heartbeat({ step });
          },
        },
        input,
      ),
    );
  } finally {
    clearInterval(beat);
  }
}

export const failMasteringJob = (deps: { prisma: PrismaClient; refunds?: MasteringRefunds }, input: { jobId: string; failure: string }) =>
  failJob({ ...deps, now: new Date() }, input);
