import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCover } from '../testing/test-media';
import { inspectImage } from './inspect-image';

describe('inspectImage', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-image-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('reads format and size from the content, whatever the name says', async () => {
    const png = await writeCover(join(tmp, 'cover.jpg'), { sizePx: 1600, format: 'png' });
    const facts = await inspectImage(png);
    expect(facts).toMatchObject({ format: 'png', width: 1600, height: 1600 });
    expect(facts.sizeBytes).toBeGreaterThan(0);
    expect(await inspectImage(await writeCover(join(tmp, 'cover.png'), { sizePx: 100, format: 'jpeg' }))).toMatchObject({
      format: 'jpeg',
      width: 100,
    });
  });

  // Issue 17: the header of an image cut short still reads; only decoding it whole finds the loss.
  it.each([['png'], ['jpeg']] as const)('finds a %s cut short damaged, keeping its header’s facts; the whole one is not', async (format) => {
    const whole = join(tmp, `noise.${format}`);
    await sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .toFormat(format)
      .toFile(whole);
    const bytes = await readFile(whole);
    const cuts = [bytes.subarray(0, 5000), bytes.subarray(0, Math.floor(bytes.length * 0.9))];
    expect((await inspectImage(whole)).damaged).toBeUndefined();
    for (const [index, cut] of cuts.entries()) {
      const path = join(tmp, `cut-${index}.${format}`);
      await writeFile(path, cut);
      expect(await inspectImage(path)).toEqual({ format, width: 1600, height: 1600, sizeBytes: cut.length, damaged: true });
    }
  });

  it('applies EXIF orientation to the size', async () => {
    const path = join(tmp, 'rotated.jpg');
    await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(path);
    expect(await inspectImage(path)).toMatchObject({ width: 100, height: 200 });
  });

  it('gives format null for a readable image of another format, and null 0x0 for a file that is no image', async () => {
    const webp = join(tmp, 'cover.webp');
    await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).webp().toFile(webp);
    expect(await inspectImage(webp)).toMatchObject({ format: null, width: 50 });
    const text = join(tmp, 'fake.png');
    await writeFile(text, 'not an image');
    expect(await inspectImage(text)).toEqual({ format: null, width: 0, height: 0, sizeBytes: 12 });
  });
});
