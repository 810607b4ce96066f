import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../run-process';
import { countingFfmpegRuns, withEnv } from '../testing/counting-ffmpeg';
import { writeCover, writeTone, type ToneOptions } from '../testing/test-media';
import { analyzeAudio, analyzeAudioFiles, type SilenceOptions } from './analyze-audio';
import { ffmpeg } from './binaries';
import { probeAudio } from './probe-audio';

/** Runs ffmpeg to write a test file from lavfi sources (`inputs`), with the output options given. */
async function ffmpegWrite(path: string, inputs: string[], output: string[]): Promise<string> {
  const result = await runProcess(ffmpeg.command(), ['-nostdin', '-v', 'error', '-y', ...inputs.flatMap((input) => ['-f', 'lavfi', '-i', input]), ...output, path]);
  if (result.code !== 0) throw new Error(result.stderr);
  return path;
}

/** A mono 8 kHz FLAC: a tone, then `silence` seconds of digital silence, then `after` seconds of tone. */
function withSilence(path: string, before: number, silence: number, after: number): Promise<string> {
  const tone = (seconds: number) => `sine=frequency=440:sample_rate=8000:duration=${seconds}`;
  const inputs = [tone(before), `anullsrc=r=8000:cl=mono:d=${silence}`, ...(after > 0 ? [tone(after)] : [])];
  const pads = inputs.map((_input, index) => `[${index}]`).join('');
  return ffmpegWrite(path, inputs, ['-filter_complex', `${pads}concat=n=${inputs.length}:v=0:a=1`, '-ac', '1', '-c:a', 'flac']);
}

/** analyzeAudio with ffprobe out of reach: it must read everything from its own ffmpeg run. */
const analyzeAlone = (path: string, options?: SilenceOptions) => withEnv('FFPROBE_PATH', '/nonexistent/ffprobe', () => analyzeAudio(path, options));

describe('analyzeAudio', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-analyze-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  const tones: Array<[string, ToneOptions]> = [
    ['wav 16 bit', { format: 'wav', seconds: 3, sampleRate: 44_100, bitDepth: 16 }],
    ['wav 24 bit, an odd length', { format: 'wav', seconds: 61.2345, sampleRate: 48_000, bitDepth: 24 }],
    ['flac 16 bit mono', { format: 'flac', seconds: 2, sampleRate: 8000, bitDepth: 16, channels: 1 }],
    ['flac 24 bit, an odd length', { format: 'flac', seconds: 4.321, sampleRate: 96_000, bitDepth: 24 }],
    ['aiff 16 bit', { format: 'aiff', seconds: 2, bitDepth: 16 }],
    ['aiff 24 bit', { format: 'aiff', seconds: 2.5, bitDepth: 24, channels: 1 }],
  ];

  it.each(tones)('reads %s as probeAudio does', async (name, options) => {
    const path = await writeTone(join(tmp, `${name.replaceAll(' ', '-')}.${options.format}`), options);
    const { silences, ...probe } = await analyzeAlone(path);
    expect(probe).toEqual(await probeAudio(path));
    expect(probe.format).toBe(options.format);
    expect(silences).toEqual([]);
  });

  it('reads other PCM (float 5.1, 8-bit, A-law, three channels) as probeAudio does', async () => {
    const sine = 'sine=frequency=440:sample_rate=44100:duration=2';
    const files = await Promise.all([
      ffmpegWrite(join(tmp, 'float.wav'), [sine], ['-ac', '6', '-c:a', 'pcm_f32le']),
      ffmpegWrite(join(tmp, 'u8.wav'), [sine], ['-c:a', 'pcm_u8']),
      ffmpegWrite(join(tmp, 'alaw.wav'), [sine], ['-c:a', 'pcm_alaw']),
      ffmpegWrite(join(tmp, 'three.wav'), [sine], ['-af', 'pan=3c|c0=c0|c1=c0|c2=c0', '-c:a', 'pcm_s16le']),
    ]);
    for (const path of files) {
      const { silences: _silences, ...probe } = await analyzeAlone(path);
      expect(probe).toEqual(await probeAudio(path));
    }
  });

  it('reads MP3 as probeAudio does, its duration to the hundredth of a second', async () => {
    const path = await writeTone(join(tmp, 'tone.mp3'), { format: 'mp3', seconds: 2.345, sampleRate: 44_100 });
    const { silences: _silences, durationSeconds, ...probe } = await analyzeAlone(path);
    const { durationSeconds: probed, ...expected } = await probeAudio(path);
    expect(probe).toEqual(expected);
    expect(probe).toMatchObject({ format: 'mp3', codec: 'mp3', bitsPerSample: null });
    expect(Math.abs(durationSeconds - probed)).toBeLessThanOrEqual(0.005);
  });

  it('judges the content, never the extension', async () => {
    const flacNamedMp3 = join(tmp, 'really-flac.mp3');
    await copyFile(await writeTone(join(tmp, 'source.flac'), { format: 'flac', seconds: 1 }), flacNamedMp3);
    expect((await analyzeAlone(flacNamedMp3)).format).toBe('flac');
    const aac = await ffmpegWrite(join(tmp, 'tone.m4a'), ['sine=duration=2'], ['-c:a', 'aac']);
    expect(await analyzeAlone(aac)).toMatchObject({ format: null, codec: 'aac', silences: [] });
  });

  it('finds a silence inside the track and one at its end, and nothing shorter than the minimum', async () => {
    const inside = await analyzeAlone(await withSilence(join(tmp, 'inside.flac'), 5, 12, 5));
    expect(inside.silences).toHaveLength(1);
    expect(inside.silences[0]!.startMs).toBeGreaterThanOrEqual(4900);
    expect(inside.silences[0]!.startMs).toBeLessThanOrEqual(5100);
    expect(inside.silences[0]!.endMs - inside.silences[0]!.startMs).toBeGreaterThanOrEqual(11_900);

    const trailing = await analyzeAlone(await withSilence(join(tmp, 'end.flac'), 5, 11, 0));
    expect(trailing.silences).toEqual([{ startMs: expect.any(Number), endMs: 16_000 }]);

    expect((await analyzeAlone(await withSilence(join(tmp, 'short.flac'), 5, 4, 5))).silences).toEqual([]);
    const shorter = await analyzeAlone(await withSilence(join(tmp, 'four.flac'), 5, 4, 5), { minSeconds: 3 });
    expect(shorter.silences).toHaveLength(1);
  });

  it('gives format null and no silences, not an error, for a file that is not audio', async () => {
    const text = join(tmp, 'notes.wav');
    await writeFile(text, 'these are not the samples you are looking for\n'.repeat(50));
    expect(await analyzeAlone(text)).toEqual({ ...(await probeAudio(text)), silences: [] });
    const image = await writeCover(join(tmp, 'cover.wav'), { sizePx: 64, format: 'png' });
    expect(await analyzeAlone(image)).toMatchObject({ format: null, codec: null, silences: [] });
  });

  it('gives format null, damaged, for audio that cannot be decoded to its end', async () => {
    const bytes = await readFile(await writeTone(join(tmp, 'whole.mp3'), { format: 'mp3', seconds: 5 }));
    // Every frame keeps its header and loses its content: ffmpeg reads the file, then fails on most frames.
    for (let at = 600; at < bytes.length - 4; at += 1) {
      if (bytes[at] !== 0xff || (bytes[at + 1]! & 0xe0) !== 0xe0) continue;
      for (let inside = at + 6; inside < Math.min(at + 200, bytes.length); inside += 1) bytes[inside] = (inside * 37) % 256;
      at += 199;
    }
    const damaged = join(tmp, 'damaged.mp3');
    await writeFile(damaged, bytes);
    expect(await analyzeAlone(damaged)).toMatchObject({ format: null, codec: 'mp3', damaged: true, silences: [] });
  });

  // Issue 17: the first bytes of a long file keep its header, which still speaks of the whole length.
  it.each([
    ['flac', '20 KB', 20_000],
    ['flac', '60%', 0.6],
    ['wav', '20 KB', 20_000],
    ['wav', '60%', 0.6],
    ['mp3', '20 KB', 20_000],
    ['mp3', '60%', 0.6],
    ['aiff', '60%', 0.6],
  ] as const)('finds a %s cut to its first %s damaged; the whole file is not', async (format, _label, keep) => {
    const whole = await writeTone(join(tmp, `long.${format}`), { format, seconds: 65, sampleRate: 44_100, bitDepth: 16 });
    const bytes = await readFile(whole);
    const cut = join(tmp, `cut-${keep}.${format}`);
    await writeFile(cut, bytes.subarray(0, keep < 1 ? Math.floor(bytes.length * keep) : keep));
    expect((await analyzeAudio(whole)).damaged).toBeUndefined();
    expect(await analyzeAudio(cut)).toMatchObject({ damaged: true, silences: [] });
    const [together] = await analyzeAudioFiles([cut, whole]);
    expect(together).toMatchObject({ damaged: true });
  });

  it('is not misled by a tag that prints lines of its own', async () => {
    const fake = '\n  Duration: 01:00:00.00, start: 0.000000, bitrate: 1 kb/s\n  Stream #0:0: Audio: flac, 96000 Hz, stereo, s32 (24 bit)\nx';
    const path = await ffmpegWrite(join(tmp, 'tagged.flac'), ['sine=sample_rate=8000:duration=3'], ['-metadata', `title${fake}=1`, '-c:a', 'flac']);
    const { silences, ...probe } = await analyzeAudio(path);
    expect(probe).toEqual(await probeAudio(path));
    expect(probe).toMatchObject({ durationSeconds: 3, sampleRate: 8000, channels: 1 });
    // Read with ffprobe's JSON instead.
    await expect(analyzeAlone(path)).rejects.toThrow(/FFPROBE_PATH/);
    expect(silences).toEqual([]);
  });

  it('throws for a missing file and names FFMPEG_PATH when ffmpeg cannot be run', async () => {
    await expect(analyzeAudio(join(tmp, 'missing.wav'))).rejects.toThrow(/ENOENT/);
    const path = await writeTone(join(tmp, 'short.wav'), { seconds: 1 });
    await withEnv('FFMPEG_PATH', join(tmp, 'no-such-ffmpeg'), () => expect(analyzeAudio(path)).rejects.toThrow(/FFMPEG_PATH/));
  });
});

describe('analyzeAudioFiles', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-analyze-files-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  const good = (dir: string) =>
    Promise.all([
      writeTone(join(dir, 'a.wav'), { seconds: 2.5, bitDepth: 16 }),
      withSilence(join(dir, 'gap.flac'), 5, 12, 5),
      writeTone(join(dir, 'c.mp3'), { format: 'mp3', seconds: 2 }),
      withSilence(join(dir, 'trailing.flac'), 5, 11, 0),
      writeTone(join(dir, 'e.aiff'), { format: 'aiff', seconds: 3, bitDepth: 24 }),
    ]);

  it('reads several files in one ffmpeg run, each as analyzeAudio reads it alone', async () => {
    const paths = await good(tmp);
    const { result, runs } = await countingFfmpegRuns(tmp, () => analyzeAudioFiles(paths));
    expect(runs).toBe(1);
    expect(result).toEqual(await Promise.all(paths.map((path) => analyzeAudio(path))));
    expect(result.map((each) => each.silences.length)).toEqual([0, 1, 0, 1, 0]);
  });

  it('sends each file alone when one of them fails or misleads, and gives the same results', async () => {
    const [first, ...rest] = await good(tmp);
    const notAudio = join(tmp, 'notes.wav');
    await writeFile(notAudio, 'not audio at all\n'.repeat(40));
    const tagged = await ffmpegWrite(join(tmp, 'tagged.flac'), ['sine=sample_rate=8000:duration=3'], ['-metadata', 'title\n  Duration: 01:00:00.00\nx=1', '-c:a', 'flac']);

    const failing = [first!, notAudio, ...rest];
    const { result, runs } = await countingFfmpegRuns(tmp, () => analyzeAudioFiles(failing));
    expect(runs).toBe(1 + failing.length);
    expect(result).toEqual(await Promise.all(failing.map((path) => analyzeAudio(path))));
    expect(result[1]!.format).toBeNull();

    const misleading = [first!, tagged];
    const read = await countingFfmpegRuns(tmp, () => analyzeAudioFiles(misleading));
    expect(read.runs).toBe(2);
    expect(read.result).toEqual(await Promise.all(misleading.map((path) => analyzeAudio(path))));
    expect(read.result[1]!.durationSeconds).toBe(3);
  });
});
