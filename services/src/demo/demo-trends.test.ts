import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTrendFile } from '@slipcase/domain';
import { demoStreams, writeDemoTrendFiles } from './demo-trends';

describe('the demo trend files', () => {
  it('are a year of files the importer takes without a problem, with a release-day spike', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'demo-trends-'));
    try {
      const days = await writeDemoTrendFiles(dir, ['spotify'], '2026-12-06', [{ isrc: 'QZSLC2600101', releasedDaysAgo: 120 }], 30);
      expect(days).toHaveLength(30);
      expect(await readdir(join(dir, 'spotify'))).toHaveLength(30);
      const text = await readFile(join(dir, 'spotify', '2026-12-05.csv'), 'utf8');
      const read = readTrendFile(text, '2026-12-05', '2026-12-06');
      expect(read.problems).toEqual([]);
      expect(new Set(read.rows.map((row) => row.territory)).size).toBeGreaterThan(5);
      expect(read.rows.some((row) => row.playlistName === 'Late Night Drive')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(demoStreams('2026-08-09', '2026-12-06', 120, 'X')).toBeGreaterThan(2 * demoStreams('2026-08-30', '2026-12-06', 120, 'X'));
  });
});
