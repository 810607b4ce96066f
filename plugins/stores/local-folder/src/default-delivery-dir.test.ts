import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleContext, sampleRelease, writeCover, writeTone } from '@slipcase/plugin-contract/testing';
import { defaultDeliveryDir, defaultLocalFolderStore } from './index';

const VARIABLES = ['SLIPCASE_DELIVERY_DIR', 'SLIPCASE_DATA_DIR'] as const;

describe('the default local folder', () => {
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('is SLIPCASE_DELIVERY_DIR when set', () => {
    process.env.SLIPCASE_DELIVERY_DIR = '/srv/slipcase/out';
    process.env.SLIPCASE_DATA_DIR = '/srv/slipcase/data';
    expect(defaultDeliveryDir()).toBe('/srv/slipcase/out');
  });

  it('is deliveries/ in SLIPCASE_DATA_DIR, else in <repo>/.data', () => {
    delete process.env.SLIPCASE_DELIVERY_DIR;
    process.env.SLIPCASE_DATA_DIR = '/srv/slipcase/data';
    expect(defaultDeliveryDir()).toBe('/srv/slipcase/data/deliveries');
    delete process.env.SLIPCASE_DATA_DIR;
    expect(defaultDeliveryDir()).toBe(join(import.meta.dirname, '../../../..', '.data', 'deliveries'));
  });

  it('is where the default store delivers', async () => {
    const tmp = await mkdtemp(join(tmpdir(), 'slipcase-default-store-'));
    try {
      process.env.SLIPCASE_DELIVERY_DIR = join(tmp, 'out');
      const media = {
        audioPath: await writeTone(join(tmp, 'a.wav'), { seconds: 2 }),
        coverPath: await writeCover(join(tmp, 'c.png')),
        coverFormat: 'png' as const,
        coverSizePx: 1500,
        durationMs: 2000,
      };
      const store = defaultLocalFolderStore();
      const receipt = await store.deliver(sampleRelease(media), sampleContext());
      expect(receipt.location).toBe(join(tmp, 'out', '20260115100000123'));
      expect(await readdir(receipt.location)).toEqual(['0199990000012', 'BatchComplete_20260115100000123.xml']);
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
  });
});
