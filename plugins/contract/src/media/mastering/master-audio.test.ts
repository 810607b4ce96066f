import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MASTERING_CEILING_DBTP, MASTERING_PRESETS, MASTERING_TARGET_LUFS, MASTERING_TOLERANCE_LU } from '@slipcase/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMusic } from '../../testing/test-media';
import { probeAudio } from '../probe-audio';
import { masterAudio, SilentAudioError, type MasteringStep } from './master-audio';
import { measureLoudness } from './measure-loudness';
import { runProcess } from '../../run-process';
import { ffmpeg, ffprobe } from '../binaries';

// Real ffmpeg on real generated music: each preset must land on its documented target.
describe('masterAudio', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-mastering-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  const source = (name: string, options: Parameters<typeof writeMusic>[1]) => writeMusic(join(tmp, name), options);

  for (const preset of MASTERING_PRESETS) {
    it(`${preset}: lands within ±1 LU of ${MASTERING_TARGET_LUFS[preset]} LUFS under -1 dBTP, 24-bit WAV at the input's rate and a 320 kbps MP3`, async () => {
      const input = await source(`${preset}.wav`, { seconds: 20, sampleRate: 48_000, bitDepth: 24, gainDb: -6 });
      const steps: MasteringStep[] = [];
      const result = await masterAudio(input, join(tmp, preset), { preset, onStep: (step) => steps.push(step) });

      expect(Math.abs(result.after.integratedLufs - MASTERING_TARGET_LUFS[preset])).toBeLessThanOrEqual(MASTERING_TOLERANCE_LU);
      expect(result.after.truePeakDbtp).toBeLessThanOrEqual(MASTERING_CEILING_DBTP);
      // What is reported is the WAV's own measurement.
      expect(await measureLoudness(result.wavPath)).toEqual(result.after);
      expect(result.before.integratedLufs).toBeLessThan(-20);
      expect(steps.slice(0, 3)).toEqual(['measuring', 'mastering', 'verifying']);

      expect(await probeAudio(result.wavPath)).toMatchObject({ format: 'wav', codec: 'pcm_s24le', sampleRate: 48_000, bitsPerSample: 24, channels: 2 });
      const mp3 = await probeAudio(result.mp3Path);
      expect(mp3).toMatchObject({ format: 'mp3', sampleRate: 48_000, channels: 2 });
      expect(mp3.durationSeconds).toBeCloseTo(20, 0);
      const bitRate = await runProcess(ffprobe.command(), ['-v', 'error', '-show_entries', 'format=bit_rate', '-of', 'csv=p=0', result.mp3Path]);
      expect(Math.round(Number(bitRate.stdout.toString()) / 1000)).toBe(320);
    });
  }

  // Each format a test of its own: the 96 kHz one alone runs its limiter at 192 kHz, minutes on a busy machine.
  it.each([
    { name: 'hi.flac', format: 'flac', sampleRate: 96_000, gainDb: -2 },
    { name: 'cd.aiff', format: 'aiff', sampleRate: 44_100, gainDb: -18 },
    { name: 'web.mp3', format: 'mp3', sampleRate: 44_100, gainDb: -10 },
  ] as const)('masters $name at its own rate ($sampleRate Hz), from a loud or quiet mix', async ({ name, format, sampleRate, gainDb }) => {
    const input = await source(name, { format, seconds: 12, sampleRate, bitDepth: 24, gainDb });
    const result = await masterAudio(input, join(tmp, name.replace('.', '-')), { preset: 'balanced' });
    expect(result.sampleRate).toBe(sampleRate);
    expect(await probeAudio(result.wavPath)).toMatchObject({ sampleRate, bitsPerSample: 24 });
    expect(Math.abs(result.after.integratedLufs + 14)).toBeLessThanOrEqual(MASTERING_TOLERANCE_LU);
    expect(result.after.truePeakDbtp).toBeLessThanOrEqual(MASTERING_CEILING_DBTP);
  }, 180_000);

  it('refuses silence as SilentAudioError and fails on a file that is not audio', async () => {
    const silent = join(tmp, 'silent.wav');
    await runProcess(ffmpeg.command(), ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo', '-t', '5', '-c:a', 'pcm_s24le', silent]);
    await expect(masterAudio(silent, join(tmp, 'silent'), { preset: 'loud' })).rejects.toBeInstanceOf(SilentAudioError);
    const text = join(tmp, 'notes.wav');
    await writeFile(text, 'not audio at all');
    await expect(masterAudio(text, join(tmp, 'text'), { preset: 'loud' })).rejects.toThrow();
  });
});
