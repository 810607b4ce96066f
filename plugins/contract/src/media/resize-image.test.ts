import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCover } from '../testing/test-media';
import { inspectImage } from './inspect-image';
import { resizeImage } from './resize-image';

describe('resizeImage', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-resize-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('scales a large cover down to the size and converts the format', async () => {
    const input = await writeCover(join(tmp, 'big.png'), { sizePx: 3200, format: 'png' });
    const facts = await resizeImage(input, join(tmp, 'out.jpg'), { sizePx: 3000, format: 'jpeg' });
    expect(facts).toMatchObject({ format: 'jpeg', width: 3000, height: 3000 });
    expect(await inspectImage(join(tmp, 'out.jpg'))).toMatchObject({ format: 'jpeg', width: 3000, height: 3000 });
  });

  it('never scales up: a 1500 px cover stays 1500 px', async () => {
    const input = await writeCover(join(tmp, 'small.jpg'), { sizePx: 1500, format: 'jpeg' });
    expect(await resizeImage(input, join(tmp, 'same.png'), { sizePx: 3000, format: 'png' })).toMatchObject({
      format: 'png',
      width: 1500,
      height: 1500,
    });
  });

  it('flattens transparency onto white and writes RGB without alpha', async () => {
    const input = join(tmp, 'alpha.png');
    await sharp({ create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(input);
    await resizeImage(input, join(tmp, 'flat.png'), { sizePx: 40, format: 'png' });
    const { data, info } = await sharp(join(tmp, 'flat.png')).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });
});
