import { resolve } from 'node:path';
import sharp from 'sharp';
import { ffmpeg, fileUrlArg } from '../media/binaries';
import { runProcess } from '../run-process';

export interface ToneOptions {
  /** The container and codec actually written, whatever the file is called. */
  format?: 'wav' | 'flac' | 'mp3' | 'aiff';
  seconds?: number;
  sampleRate?: number;
  bitDepth?: 16 | 24;
  channels?: number;
  /** Hz of the sine, 440 by default: files of other frequencies differ in content (and hash). */
  frequency?: number;
}

const CODECS = {
  wav: (bits: number) => ['-c:a', bits === 24 ? 'pcm_s24le' : 'pcm_s16le', '-f', 'wav'],
  aiff: (bits: number) => ['-c:a', bits === 24 ? 'pcm_s24be' : 'pcm_s16be', '-f', 'aiff'],
  flac: (bits: number) => ['-c:a', 'flac', '-sample_fmt', bits === 24 ? 's32' : 's16', '-f', 'flac'],
  mp3: () => ['-c:a', 'libmp3lame', '-b:a', '128k', '-f', 'mp3'],
} as const;

/** Writes a real audio file: a sine from ffmpeg's lavfi source (440 Hz, 65 s, 48 kHz, 24 bit stereo WAV by default). */
export async function writeTone(path: string, options: ToneOptions = {}): Promise<string> {
  const { format = 'wav', seconds = 65, sampleRate = 48_000, bitDepth = 24, channels = 2, frequency = 440 } = options;
  const result = await runProcess(ffmpeg.command(), [
    '-nostdin', '-v', 'error', '-y',
    '-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=${sampleRate}:duration=${seconds}`,
    '-ac', String(channels),
    ...CODECS[format](bitDepth),
    fileUrlArg(resolve(path)),
  ]);
  if (result.code !== 0) throw new Error(`ffmpeg could not write a test tone: ${result.stderr}`);
  return path;
}

export interface MusicOptions extends Omit<ToneOptions, 'frequency' | 'channels'> {
  /** Overall level in dB (0 puts the loudest beats near full scale); -6 by default. */
  gainDb?: number;
}

/**
 * Writes a music-like stereo signal: a decaying 55 Hz kick on every half second, an A major chord, pink-noise
 * hats on every quarter, and a slow swell between quiet and loud passages, so loudness, range and true peak are
 * those of a mix rather than of a steady tone.
 */
export async function writeMusic(path: string, options: MusicOptions = {}): Promise<string> {
  const { format = 'wav', seconds = 20, sampleRate = 48_000, bitDepth = 24, gainDb = -6 } = options;
  const swell = '(0.6+0.4*sin(2*PI*t/7))';
  const kick = '0.5*sin(2*PI*55*t)*exp(-10*mod(t,0.5))';
  const voice = (a: number) => `(${kick}+0.12*sin(2*PI*${220 + a}*t)+0.1*sin(2*PI*277.2*t)+0.08*sin(2*PI*329.6*t))*${swell}`;
  const graph = [
    `aevalsrc='${voice(0)}|${voice(1)}':s=${sampleRate}:d=${seconds}[chords]`,
    `anoisesrc=c=pink:a=0.08:r=${sampleRate}:d=${seconds}:seed=7,aeval='val(0)*exp(-30*mod(t,0.25))|val(0)*exp(-30*mod(t,0.25))'[hats]`,
    `[chords][hats]amix=inputs=2:normalize=0,volume=${gainDb}dB[out]`,
  ].join(';');
  const result = await runProcess(ffmpeg.command(), [
    '-nostdin', '-v', 'error', '-y', '-filter_complex', graph, '-map', '[out]',
    ...(format === 'mp3' ? ['-ar', String(sampleRate)] : []),
    ...CODECS[format](bitDepth),
    fileUrlArg(resolve(path)),
  ]);
  if (result.code !== 0) throw new Error(`ffmpeg could not write test music: ${result.stderr}`);
  return path;
}

/** Writes a real square cover (a two-colour pattern, so resizing has something to resample). */
export async function writeCover(path: string, { sizePx = 1500, format = 'png' }: { sizePx?: number; format?: 'png' | 'jpeg' } = {}): Promise<string> {
  const half = Math.round(sizePx / 2);
  const square = await sharp({ create: { width: half, height: half, channels: 3, background: '#f4b400' } }).png().toBuffer();
  const image = sharp({ create: { width: sizePx, height: sizePx, channels: 3, background: '#202a44' } }).composite([
    { input: square, left: 0, top: 0 },
  ]);
  await (format === 'png' ? image.png() : image.jpeg()).toFile(path);
  return path;
}
