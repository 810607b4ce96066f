import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { MASTERING_TARGET_LUFS, type MasteringPreset } from '@slipcase/domain';
import { runProcess } from '../../run-process';
import { ffmpeg, fileUrlArg } from '../binaries';
import { probeAudio } from '../probe-audio';
import { applyPassGraph, measurePassGraph, readLoudnormMeasurement, type LoudnormMeasurement } from './mastering-chain';
import { measureLoudness, readEbur128Summary, type LoudnessMeasurement } from './measure-loudness';

export type MasteringStep = 'measuring' | 'mastering' | 'trimming' | 'verifying';

export interface MasterAudioOptions {
  preset: MasteringPreset;
  /** Called as each step starts (a workflow activity heartbeats with it). */
  onStep?: (step: MasteringStep) => void;
}

export interface MasteredAudio {
  /** 24-bit PCM WAV at the input's sample rate. */
  wavPath: string;
  /** 320 kbps MP3 (CBR) of the same master. */
  mp3Path: string;
  sampleRate: number;
  /** EBU R128 of the input and of the WAV master, each by ffmpeg's ebur128 meter. */
  before: LoudnessMeasurement;
  after: LoudnessMeasurement;
  /** The level loudnorm was last asked for: the target, or the target trimmed once (see below). */
  appliedTargetLufs: number;
}

/** A master further than this from its target is made once more with loudnorm's target moved by the miss. */
const TRIM_LU = 0.4;
/** loudnorm's accepted integrated targets. */
const LOUDNORM_MIN_LUFS = -70;
const LOUDNORM_MAX_LUFS = -5;

/** Thrown for input with no programme to master (silence): a refusal for the caller, not a failure. */
export class SilentAudioError extends Error {
  constructor(path: string) {
    super(`${path} is silent: there is nothing to master`);
    this.name = 'SilentAudioError';
  }
}

const run = (args: string[]) => runProcess(ffmpeg.command(), ['-nostdin', '-hide_banner', '-nostats', ...args], { overrideVariable: ffmpeg.overrideVariable });

function failed(what: string, stderr: string): Error {
  return new Error(`ffmpeg could not ${what}: ${stderr.trim().split('\n').slice(-3).join(' ')}`);
}

/** One decode of the input: ebur128 of the input as it is, and loudnorm's first pass over the preset's tone chain. */
async function firstPass(input: string, preset: MasteringPreset): Promise<{ before: LoudnessMeasurement; measured: LoudnormMeasurement | null }> {
  const graph = `[0:a:0]asplit=2[meter][tone];[meter]ebur128=peak=true:framelog=verbose,anullsink;[tone]${measurePassGraph(preset)}[out]`;
  const result = await run(['-i', fileUrlArg(input), '-filter_complex', graph, '-map', '[out]', '-f', 'null', '-']);
  const before = result.code === 0 ? readEbur128Summary(result.stderr) : null;
  if (!before) throw failed(`read ${input}`, result.stderr);
  return { before, measured: readLoudnormMeasurement(result.stderr) };
}

/** The second pass: the whole chain, written once as the 24-bit WAV and once as the 320 kbps MP3. */
async function secondPass(input: string, outputs: { wav: string; mp3: string }, graph: string): Promise<void> {
  const result = await run([
    '-v', 'error', '-y', '-i', fileUrlArg(input),
    '-filter_complex', `[0:a:0]${graph},asplit=2[wav][mp3]`,
    '-map', '[wav]', '-map_metadata', '-1', '-fflags', '+bitexact', '-c:a', 'pcm_s24le', '-f', 'wav', fileUrlArg(outputs.wav),
    '-map', '[mp3]', '-map_metadata', '-1', '-c:a', 'libmp3lame', '-b:a', '320k', '-f', 'mp3', fileUrlArg(outputs.mp3),
  ]);
  if (result.code !== 0) throw failed('master the audio', result.stderr);
}

/**
 * Masters an audio file with a preset into `outputDir` (master.wav and master.mp3): the first pass measures the
 * input (EBU R128) and the tone chain's output (loudnorm), the second applies the chain with those numbers. A
 * limiter that had to work hard can leave the result short of its target; the master is then measured, and when
 * it misses by more than 0.4 LU the second pass runs once more with loudnorm's target moved by the miss. The
 * WAV's own measurement, by an independent meter, is what is reported.
 */
export async function masterAudio(inputPath: string, outputDir: string, options: MasterAudioOptions): Promise<MasteredAudio> {
  const { preset, onStep } = options;
  const input = resolve(inputPath);
  const probe = await probeAudio(input);
  if (!probe.sampleRate) throw new Error(`${inputPath} holds no audio ffmpeg can read`);
  const sampleRate = probe.sampleRate;
  await mkdir(outputDir, { recursive: true });
  const outputs = { wav: join(resolve(outputDir), 'master.wav'), mp3: join(resolve(outputDir), 'master.mp3') };

  onStep?.('measuring');
  const { before, measured } = await firstPass(input, preset);
  if (!measured || !Number.isFinite(before.integratedLufs) || before.integratedLufs <= LOUDNORM_MIN_LUFS) throw new SilentAudioError(inputPath);

  const target = MASTERING_TARGET_LUFS[preset];
  const master = async (targetLufs: number) => {
    await secondPass(input, outputs, applyPassGraph(preset, measured, { sampleRate, targetLufs }));
    onStep?.('verifying');
    return measureLoudness(outputs.wav);
  };
  onStep?.('mastering');
  let appliedTargetLufs = target;
  let after = await master(target);
  const miss = target - after.integratedLufs;
  if (Math.abs(miss) > TRIM_LU) {
    onStep?.('trimming');
    appliedTargetLufs = Math.min(LOUDNORM_MAX_LUFS, Math.max(LOUDNORM_MIN_LUFS, target + miss));
    after = await master(appliedTargetLufs);
  }
  return { wavPath: outputs.wav, mp3Path: outputs.mp3, sampleRate, before, after, appliedTargetLufs };
}
