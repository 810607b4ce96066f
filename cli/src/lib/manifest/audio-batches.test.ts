import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeAudio } from '@slipcase/plugin-contract';
import { countingFfmpegRuns } from '@slipcase/plugin-contract/testing/counting-ffmpeg';
import { writeTone } from '@slipcase/plugin-contract/testing/test-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeInBatches } from './audio-batches';

describe('analyzeInBatches', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-batches-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('gives every file (each once) what analyzeAudio gives it, whatever batch it went in', async () => {
    const tones = await Promise.all(
      [1, 2, 3, 4].map((n) => writeTone(join(tmp, `${n}.flac`), { format: 'flac', seconds: n, sampleRate: 8000, channels: 1, frequency: 200 + n })),
    );
    const notAudio = join(tmp, 'notes.wav');
    await writeFile(notAudio, 'not audio\n'.repeat(30));
    const paths = [tones[0]!, notAudio, ...tones.slice(1), tones[0]!];

    const analyses = analyzeInBatches(paths, { silence: { minSeconds: 10 }, batchSize: 2, runs: 2 });
    expect([...analyses.keys()]).toEqual([tones[0], notAudio, ...tones.slice(1)]);
    for (const path of new Set(paths)) expect(await analyses.get(path)).toEqual(await analyzeAudio(path, { minSeconds: 10 }));
  });

  it('shares a short list evenly between the runs, and never puts more than batchSize files in one', async () => {
    const tones = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => writeTone(join(tmp, `even-${n}.flac`), { format: 'flac', seconds: 1, sampleRate: 8000, channels: 1, frequency: 300 + n })),
    );
    // Files per run, in no order: two runs start at once.
    const filesPerRun = async (batchSize: number) => {
      const { inputs } = await countingFfmpegRuns(tmp, () => Promise.all(analyzeInBatches(tones, { silence: {}, batchSize, runs: 2 }).values()));
      return inputs.sort();
    };
    expect(await filesPerRun(32)).toEqual([2, 3]);
    expect(await filesPerRun(2)).toEqual([1, 2, 2]);
  });

  it('rejects the files of a batch that cannot run, waited for or not', async () => {
    const path = await writeTone(join(tmp, 'alone.flac'), { format: 'flac', seconds: 1, sampleRate: 8000, channels: 1 });
    const saved = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = join(tmp, 'no-such-ffmpeg');
    try {
      const analyses = analyzeInBatches([path, join(tmp, '1.flac')], { silence: {}, batchSize: 1, runs: 1 });
      await expect(analyses.get(path)).rejects.toThrow(/FFMPEG_PATH/);
    } finally {
      if (saved === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = saved;
    }
  });
});
