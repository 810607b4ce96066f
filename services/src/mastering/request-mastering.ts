import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import {
  AppError,
  checkMasteringLoop,
  checkMasteringSource,
  isMasteringPreset,
  masteringCharge,
  masteringLoopFrom,
  type MasteringLoop,
  type MasteringPreset,
} from '@slipcase/domain';
import { analyzeAudio } from '@slipcase/plugin-contract';
import type { MasteringDeps } from './mastering-deps';
import { paidJobsOfTrack } from './mastering-jobs';

export interface MasteringRequest {
  userId: string;
  /** The uploaded file's path on this machine, and the name the artist gave it. */
  source: string;
  fileName: string;
  projectName?: string;
  preset: string;
  loop?: MasteringLoop | null;
  /** The loop given by its start only (the web form): 30 seconds from there, or up to the track's end. */
  loopStartSeconds?: number | null;
}

export interface RequestedMastering {
  jobId: string;
  /** `pay`: the job waits for its checkout; `revision`: free (a paid job of the same track is under 7 days old). */
  charge: 'pay' | 'revision';
  amountCents: number;
  workflowId: string | null;
}

const SAFE_NAME = /[^A-Za-z0-9._-]+/g;
const FILE_NAME_MAX = 200;

/** A file name as shown: no control characters or terminal escapes, no path, at most 200 characters. */
export function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '').replace(/[\u0000-\u001f\u007f-\u009f]/g, '').split(/[\\/]/).at(-1)!.trim();
  return base.slice(0, FILE_NAME_MAX) || 'track';
}

/**
 * A new mastering job: reads the file whole (refusing what mastering does not take, with the same messages as an
 * upload), checks the loop, stores the source under `mastering/<job>/`, and prices it by the domain's rule. A free
 * revision starts its workflow at once; a paid one waits for its checkout (`recordMasteringPayment`). A refused
 * file leaves nothing behind.
 */
export async function requestMastering(deps: MasteringDeps, request: MasteringRequest): Promise<RequestedMastering> {
  const { prisma, storage, now } = deps;
  if (!isMasteringPreset(request.preset)) throw new AppError('invalid_choice', 'preset', { value: String(request.preset) });
  const preset: MasteringPreset = request.preset;
  // Silences of half a second and more, so a short file that is silent throughout is told apart too.
  const facts = await analyzeAudio(request.source, { minSeconds: 0.5 });
  const refusal = checkMasteringSource(facts);
  if (refusal) throw new AppError(refusal.code, refusal.field, refusal.params);
  const wholeSilence = facts.silences.some((stretch) => stretch.startMs <= 0 && stretch.endMs >= facts.durationSeconds * 1000 - 50);
  if (wholeSilence) throw new AppError('mastering_silent', 'audio');
  const loop = request.loop ?? (request.loopStartSeconds == null ? null : masteringLoopFrom(request.loopStartSeconds, facts.durationSeconds));
  if (loop) {
    const loopError = checkMasteringLoop(loop, facts.durationSeconds);
    if (loopError) throw new AppError(loopError.code, loopError.field, loopError.params);
  }

  const jobId = randomUUID();
  const fileName = cleanFileName(request.fileName);
  const extension = extname(fileName).replace(SAFE_NAME, '').toLowerCase().slice(0, 6) || `.${facts.format}`;
  const stored = await storage.put(`mastering/${jobId}/source${extension}`, request.source);
  try {
    const charge = masteringCharge(await paidJobsOfTrack(deps, { userId: request.userId, sourceSha256: stored.sha256 }), now);
    await prisma.masteringJob.create({
      data: {
        id: jobId,
        userId: request.userId,
        projectName: cleanFileName(request.projectName?.trim() || fileName.replace(/\.[^.]+$/, '')),
        fileName,
        preset,
        status: charge.kind === 'pay' ? 'awaiting_payment' : 'pending',
        sourceKey: stored.key,
        sourceSha256: stored.sha256,
        sampleRate: facts.sampleRate ?? 0,
        durationMs: Math.round(facts.durationSeconds * 1000),
        loopStartMs: loop ? Math.round(loop.startSeconds * 1000) : null,
        loopEndMs: loop ? Math.round(loop.endSeconds * 1000) : null,
        amountCents: charge.kind === 'pay' ? charge.amountCents : 0,
        revisionOfId: charge.kind === 'revision' ? charge.paidJobId : null,
        createdAt: now,
      },
    });
    if (charge.kind === 'pay') return { jobId, charge: 'pay', amountCents: charge.amountCents, workflowId: null };
    const started = await deps.mastering.start({ jobId });
    return { jobId, charge: 'revision', amountCents: 0, workflowId: started.workflowId };
  } catch (error) {
    // The job's row (if written) is all the state there is: without it the stored source is an orphan.
    if (!(await prisma.masteringJob.findUnique({ where: { id: jobId }, select: { id: true } }))) await storage.remove(stored.key);
    throw error;
  }
}
