import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess } from '../run-process';
import { ffmpeg } from './binaries';
import { detectSilences } from './detect-silences';

/** A mono 8 kHz FLAC: a tone, then `silence` seconds of digital silence, then `after` seconds of tone. */
async function withSilence(path: string, before: number, silence: number, after: number): Promise<string> {
  const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=8000:duration=${seconds}`];
  const parts = after > 0 ? 3 : 2;
  const result = await runProcess(ffmpeg.command(), [
    '-nostdin', '-v', 'error', '-y',
    ...tone(before),
    '-f', 'lavfi', '-i', `anullsrc=r=8000:cl=mono:d=${silence}`,
    ...(after > 0 ? tone(after) : []),
    '-filter_complex', `${parts === 3 ? '[0][1][2]' : '[0][1]'}concat=n=${parts}:v=0:a=1`,
    '-ac', '1', '-c:a', 'flac', path,
  ]);
  if (result.code !== 0) throw new Error(result.stderr);
  return path;
}

describe('detectSilences', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-silence-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('finds a silence inside the track and one at its end, and nothing shorter than the minimum', async () => {
    const inside = await detectSilences(await withSilence(join(tmp, 'inside.flac'), 5, 12, 5));
    expect(inside).toHaveLength(1);
    expect(inside[0]!.startMs).toBeGreaterThanOrEqual(4900);
    expect(inside[0]!.startMs).toBeLessThanOrEqual(5100);
    expect(inside[0]!.endMs - inside[0]!.startMs).toBeGreaterThanOrEqual(11_900);

    const trailing = await detectSilences(await withSilence(join(tmp, 'end.flac'), 5, 11, 0), { durationMs: 16_000 });
    expect(trailing).toEqual([{ startMs: expect.any(Number), endMs: 16_000 }]);

    expect(await detectSilences(await withSilence(join(tmp, 'short.flac'), 5, 4, 5))).toEqual([]);
  });

  it('throws on a file ffmpeg cannot decode', async () => {
    const text = join(tmp, 'notes.wav');
    await writeFile(text, 'not audio');
    await expect(detectSilences(text)).rejects.toThrow(/ffmpeg could not read/);
  });
});
