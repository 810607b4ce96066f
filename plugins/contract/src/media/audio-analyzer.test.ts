import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countingFfmpegRuns, withEnv } from '../testing/counting-ffmpeg';
import { writeTone } from '../testing/test-media';
import { analyzeAudio } from './analyze-audio';
import { createAudioAnalyzer } from './audio-analyzer';

describe('createAudioAnalyzer', () => {
  let tmp: string;
  let tones: string[];
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-analyzer-'));
    tones = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => writeTone(join(tmp, `${n}.flac`), { format: 'flac', seconds: n, sampleRate: 8000, channels: 1, frequency: 200 + n })),
    );
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('reads files asked for at once batchSize to a run, each with what analyzing it alone gives', async () => {
    const analyze = createAudioAnalyzer({ batchSize: 2, runs: 1 });
    const { result, inputs } = await countingFfmpegRuns(tmp, () => Promise.all(tones.map((path) => analyze(path))));
    expect(inputs).toEqual([2, 2, 1]);
    expect(result).toEqual(await Promise.all(tones.map((path) => analyzeAudio(path))));
  });

  it('puts the files asked for while its runs are busy together in the next run', async () => {
    const analyze = createAudioAnalyzer({ batchSize: 8, runs: 1 });
    const { result, inputs } = await countingFfmpegRuns(tmp, async () => {
      const first = analyze(tones[0]!);
      await new Promise((resolve) => setImmediate(resolve));
      // The first run has started: these three wait for it, then go together.
      const rest = tones.slice(1, 4).map((path) => analyze(path));
      return Promise.all([first, ...rest]);
    });
    expect(inputs).toEqual([1, 3]);
    expect(result.map((each) => each.durationSeconds)).toEqual([1, 2, 3, 4]);
  });

  it('with lingerMs, lets a file wait for others to share its run, but never a full batch', async () => {
    const { inputs } = await countingFfmpegRuns(tmp, async () => {
      const analyze = createAudioAnalyzer({ batchSize: 3, runs: 1, lingerMs: 2000 });
      const first = analyze(tones[0]!);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await Promise.all([first, analyze(tones[1]!)]);
      // A full batch starts at once: waiting 60 s for company would time the test out.
      const full = createAudioAnalyzer({ batchSize: 3, runs: 1, lingerMs: 60_000 });
      return Promise.all(tones.slice(0, 3).map((path) => full(path)));
    });
    expect(inputs).toEqual([2, 3]);
  });

  it('has at most `runs` ffmpeg runs at once', async () => {
    const analyze = createAudioAnalyzer({ batchSize: 1, runs: 2 });
    const { inputs, peak } = await countingFfmpegRuns(tmp, () => Promise.all(tones.map((path) => analyze(path))));
    expect(inputs).toEqual([1, 1, 1, 1, 1]);
    expect(peak).toBe(2);
  });

  it('rejects only the file that cannot be read when its batch fails, and every file when ffmpeg is missing', async () => {
    const analyze = createAudioAnalyzer({ batchSize: 8, runs: 1 });
    const gone = join(tmp, 'gone.flac');
    const outcomes = await Promise.allSettled([analyze(tones[0]!), analyze(gone), analyze(tones[1]!)]);
    expect(outcomes.map((each) => each.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(outcomes[2]).toMatchObject({ value: { durationSeconds: 2 } });

    await withEnv('FFMPEG_PATH', join(tmp, 'no-such-ffmpeg'), async () => {
      const missing = await Promise.allSettled([analyze(tones[0]!), analyze(tones[1]!)]);
      expect(missing.map((each) => each.status)).toEqual(['rejected', 'rejected']);
      expect(missing[0]).toMatchObject({ reason: { message: expect.stringMatching(/FFMPEG_PATH/) } });
    });
  });
});
