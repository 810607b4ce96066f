import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { BANNER_FORMATS, BANNER_FORMAT_IDS } from '@slipcase/domain';
import { LocalFileStorage } from '../storage/storage';
import { writeTestMedia } from '../testing/media';
import { createDraftRelease, createTestUser } from '../testing/release-fixture';
import { bannerRelease, bannerReleases } from './banner-releases';
import { bannerFileName } from './banner-file-name';
import { renderBannerZip } from './banner-zip';
import { releaseBannerPalettes, renderBanner } from './render-banner';

let db: TestDatabase;
let dir: string;
let storage: LocalFileStorage;
let owner: string;
let releaseId: string;
const deps = () => ({ prisma: db.prisma, storage });
const hue = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** A cover of three bands: red over two thirds, blue, then a thin yellow band. */
async function bandedCover(): Promise<Buffer> {
  const band = (colour: string, height: number) => sharp({ create: { width: 1500, height, channels: 3, background: colour } }).png().toBuffer();
  return sharp({ create: { width: 1500, height: 1500, channels: 3, background: '#c81e28' } })
    .composite([
      { input: await band('#1428a0', 400), left: 0, top: 1000 },
      { input: await band('#f0dc1e', 100), left: 0, top: 1400 },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
}

beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-banners-'))]);
  storage = new LocalFileStorage(join(dir, 'storage'));
  const media = await writeTestMedia(storage.rootDir);
  owner = (await createTestUser(db.prisma)).id;
  const release = await createDraftRelease(db.prisma, owner, media);
  releaseId = release.id;
  const { Readable } = await import('node:stream');
  await storage.put('covers/banded.jpg', Readable.from([await bandedCover()]));
  await db.prisma.release.update({ where: { id: releaseId }, data: { coverKey: 'covers/banded.jpg', title: 'Echo <b>& "Chamber"</b>' } });
  await createDraftRelease(db.prisma, owner); // no cover: nothing to make a banner of
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('the banner generator', () => {
  it('offers the owner’s releases that have a cover, and no one else’s', async () => {
    expect((await bannerReleases(deps(), { userId: owner })).map((release) => release.id)).toEqual([releaseId]);
    const stranger = (await createTestUser(db.prisma)).id;
    expect(await bannerReleases(deps(), { userId: stranger })).toEqual([]);
    await expect(bannerRelease(deps(), { userId: stranger, releaseId })).rejects.toMatchObject({ code: 'not_found' });
    await expect(bannerRelease(deps(), { userId: owner, releaseId: 'cmnosuchrelease0000000000' })).rejects.toMatchObject({ code: 'not_found' });
  });

  it('takes its palettes from the cover’s colours, the largest first', async () => {
    const { palettes } = await releaseBannerPalettes(deps(), { userId: owner, releaseId });
    expect(palettes.length).toBeGreaterThanOrEqual(3);
    const [red, blue] = [hue(palettes[0]!.background), hue(palettes[1]!.background)];
    expect(red[0]).toBeGreaterThan(red[2]! + 60);
    expect(blue[2]).toBeGreaterThan(blue[0]! + 60);
  });

  it('draws each format at its size, the cover in place, the background in the palette', async () => {
    const { palettes } = await releaseBannerPalettes(deps(), { userId: owner, releaseId });
    for (const format of BANNER_FORMAT_IDS) {
      const { fileName, png } = await renderBanner(deps(), { userId: owner, releaseId, format, palette: '0' });
      expect(fileName).toBe(`the-test-tones-echo-b-chamber-b-${format}.png`);
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect({ width: info.width, height: info.height }, format).toEqual(BANNER_FORMATS[format]);
      const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
      // The top-left corner is background; a point near the cover's top-left is the cover's red.
      expect(at(2, 2), format).toEqual(hue(palettes[0]!.background));
      const cover = format === 'horizontal' ? [40, 40] : format === 'square' ? [230, 120] : [110, 370];
      const [r, g, b] = at(cover[0]!, cover[1]!);
      expect(r!, format).toBeGreaterThan(150);
      expect(g! + b!, format).toBeLessThan(120);
    }
  });

  it('gives all three as a ZIP of named PNGs', async () => {
    const { fileName, zip } = await renderBannerZip(deps(), { userId: owner, releaseId, palette: '1' });
    expect(fileName).toBe('the-test-tones-echo-b-chamber-b-banners.zip');
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(BANNER_FORMAT_IDS.map((format) => `the-test-tones-echo-b-chamber-b-${format}.png`).sort());
    for (const format of BANNER_FORMAT_IDS) {
      const meta = await sharp(files[`the-test-tones-echo-b-chamber-b-${format}.png`]).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(BANNER_FORMATS[format]);
    }
  });

  it('names files in plain letters whatever the title holds', () => {
    expect(bannerFileName({ artist: 'Beyoncé', title: '../../etc/passwd\u0000' }, 'story', 'png')).toBe('beyonce-etc-passwd-story.png');
    expect(bannerFileName({ artist: '数', title: '字' }, 'square', 'png')).toBe('banner-square.png');
  });
});
