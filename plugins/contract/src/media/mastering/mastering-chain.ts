import { MASTERING_CEILING_DBTP, MASTERING_TARGET_LUFS, type MasteringPreset } from '@slipcase/domain';

/**
 * The mastering chain as ffmpeg filter graphs (decision 036 says why these are built here rather than with
 * fluent-ffmpeg). Each preset shapes the tone and dynamics first, the same way in both loudness passes:
 *   highpass (rumble below the music) -> EQ (the preset's curve) -> compressor (the preset's glue),
 * then loudnorm brings it to the preset's integrated target, using what the first pass measured, and a
 * true-peak limiter (at loudnorm's 192 kHz, so between-sample peaks are caught) holds the ceiling; last, the
 * signal returns to the input's rate with triangular dither at 24 bits.
 */

interface Tone {
  highpassHz: number;
  /** ffmpeg EQ filters, low to high. */
  eq: readonly string[];
  compressor: { thresholdDb: number; ratio: number; attackMs: number; releaseMs: number };
}

const TONE: Readonly<Record<MasteringPreset, Tone>> = {
  // Gentle: a touch of weight and air, 2:1 glue on the loudest passages.
  balanced: {
    highpassHz: 30,
    eq: ['lowshelf=f=100:g=1', 'highshelf=f=10000:g=1.5'],
    compressor: { thresholdDb: -18, ratio: 2, attackMs: 20, releaseMs: 200 },
  },
  // Dense: more low end, presence and air, 4:1 with a fast attack so the limiter has less left to do.
  loud: {
    highpassHz: 30,
    eq: ['lowshelf=f=80:g=2', 'equalizer=f=3000:t=q:w=1:g=1', 'highshelf=f=12000:g=2'],
    compressor: { thresholdDb: -24, ratio: 4, attackMs: 10, releaseMs: 120 },
  },
  // Open: air only, 1.5:1 on peaks, so the quiet and loud passages keep their distance.
  dynamic: {
    highpassHz: 25,
    eq: ['highshelf=f=12000:g=1'],
    compressor: { thresholdDb: -14, ratio: 1.5, attackMs: 30, releaseMs: 300 },
  },
};

/** The limiter's ceiling sits 0.2 dB under the promise: resampling to the output rate and dither add a little. */
const LIMITER_CEILING_DB = MASTERING_CEILING_DBTP - 0.2;
/** The range loudnorm may leave (its maximum): the presets' compressors, not loudnorm, decide the dynamics. */
const LOUDNORM_RANGE = 20;

const dbToLinear = (db: number) => 10 ** (db / 20);
const fixed = (value: number, digits = 2) => value.toFixed(digits);

/** The preset's tone and dynamics: highpass, EQ, compressor. */
export function toneChain(preset: MasteringPreset): string {
  const { highpassHz, eq, compressor: c } = TONE[preset];
  return [
    `highpass=f=${highpassHz}:poles=2`,
    ...eq,
    `acompressor=threshold=${c.thresholdDb}dB:ratio=${c.ratio}:attack=${c.attackMs}:release=${c.releaseMs}`,
  ].join(',');
}

/** loudnorm's first pass: the tone chain, measured, nothing written (the JSON goes to ffmpeg's log). */
export function measurePassGraph(preset: MasteringPreset, targetLufs = MASTERING_TARGET_LUFS[preset]): string {
  return `${toneChain(preset)},loudnorm=I=${fixed(targetLufs, 1)}:TP=${MASTERING_CEILING_DBTP}:LRA=${LOUDNORM_RANGE}:print_format=json`;
}

/** What loudnorm's first pass printed about the tone chain's output. */
export interface LoudnormMeasurement {
  inputI: number;
  inputTp: number;
  inputLra: number;
  inputThresh: number;
  targetOffset: number;
}

export interface ApplyOptions {
  sampleRate: number;
  /** The integrated level loudnorm aims at: the preset's target, or a trimmed one (see masterAudio). */
  targetLufs: number;
}

/** loudnorm's second pass with the first pass's numbers (linear where the peaks allow), the limiter, dither. */
export function applyPassGraph(preset: MasteringPreset, measured: LoudnormMeasurement, { sampleRate, targetLufs }: ApplyOptions): string {
  const loudnorm = [
    `I=${fixed(targetLufs, 1)}`,
    `TP=${MASTERING_CEILING_DBTP}`,
    `LRA=${LOUDNORM_RANGE}`,
    `measured_I=${fixed(measured.inputI)}`,
    `measured_TP=${fixed(measured.inputTp)}`,
    `measured_LRA=${fixed(measured.inputLra)}`,
    `measured_thresh=${fixed(measured.inputThresh)}`,
    `offset=${fixed(measured.targetOffset)}`,
    'linear=true',
  ].join(':');
  return [
    toneChain(preset),
    `loudnorm=${loudnorm}`,
    `alimiter=limit=${fixed(dbToLinear(LIMITER_CEILING_DB), 4)}:attack=1:release=50:level=0:asc=1:latency=1`,
    `aresample=${sampleRate}:osf=s32:dither_method=triangular:output_sample_bits=24`,
  ].join(',');
}

const LOUDNORM_JSON = /\{\s*"input_i"[\s\S]*?\}/;

/** The numbers of loudnorm's first pass, from ffmpeg's log; null when it printed none or a silent input's. */
export function readLoudnormMeasurement(stderr: string): LoudnormMeasurement | null {
  const match = LOUDNORM_JSON.exec(stderr);
  if (!match) return null;
  const json = JSON.parse(match[0]) as Record<string, string>;
  const measured = {
    inputI: Number(json.input_i),
    inputTp: Number(json.input_tp),
    inputLra: Number(json.input_lra),
    inputThresh: Number(json.input_thresh),
    targetOffset: Number(json.target_offset),
  };
  return Object.values(measured).every(Number.isFinite) ? measured : null;
}
