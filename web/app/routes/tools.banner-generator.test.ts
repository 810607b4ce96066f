import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { settle } from '../testing/sign-in';
import { loader as pageLoader } from './tools.banner-generator';
import { loader as fileLoader } from './tools.banner-generator_.$releaseId.$file';

let database: TestDatabase;
let workDir: string;
let ownerCookie: string;
let strangerCookie: string;
let releaseId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-web-banners-'));
  process.env.SLIPCASE_STORAGE_DIR = join(workDir, 'storage');
  const owner = await createUser(database, { username: 'banner-owner', password: 'pw-123456!' });
  const stranger = await createUser(database, { username: 'banner-stranger', password: 'pw-123456!' });
  [ownerCookie, strangerCookie] = await Promise.all([sessionCookie(owner.id), sessionCookie(stranger.id)]);
  await mkdir(join(workDir, 'storage', 'covers'), { recursive: true });
  await sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#2a7' } }).jpeg().toFile(join(workDir, 'storage', 'covers', 'banner.jpg'));
  const artist = await database.prisma.artist.create({ data: { ownerId: owner.id, name: 'Nova Lane' } });
  const release = await database.prisma.release.create({
    data: { ownerId: owner.id, artistId: artist.id, title: 'Echo Chamber', releaseDate: new Date('2027-03-05'), coverKey: 'covers/banner.jpg', coverFormat: 'jpeg', upc: '0199999000024' },
  });
  releaseId = release.id;
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const page = (path: string, cookie: string) => settle(pageLoader({ request: get(path, cookie), params: {}, context: {} }));
const file = (name: string, cookie: string, query = '', id = releaseId) =>
  settle(fileLoader({ request: get(`/tools/banner-generator/${id}/${name}${query}`, cookie), params: { releaseId: id, file: name }, context: {} }));

describe('the banner generator', () => {
  it('shows the newest release with a cover and its palettes; says what to do when there is none', async () => {
    const shown = await (await page('/tools/banner-generator', ownerCookie)).json();
    expect(shown.releases.map((release: { title: string }) => release.title)).toEqual(['Echo Chamber']);
    expect(shown.shown).toMatchObject({ release: { id: releaseId, artist: 'Nova Lane' }, palette: 0 });
    expect(shown.shown.palettes[0].background).toMatch(/^#[0-9a-f]{6}$/);
    expect(await (await page('/tools/banner-generator', strangerCookie)).json()).toEqual({ releases: [], shown: null, coverMissing: null });
  });

  it('draws each format as a PNG of its size for the owner, and a ZIP of the three', async () => {
    const square = await file('square.png', ownerCookie, '?palette=0');
    expect(square.status).toBe(200);
    expect(square.headers.get('content-type')).toBe('image/png');
    expect(square.headers.get('content-disposition')).toBe('inline');
    expect(await sharp(Buffer.from(await square.arrayBuffer())).metadata()).toMatchObject({ width: 1080, height: 1080, format: 'png' });
    const saved = await file('story.png', ownerCookie, '?download=1');
    expect(saved.headers.get('content-disposition')).toBe('attachment; filename="nova-lane-echo-chamber-story.png"');
    const zip = await file('all.zip', ownerCookie);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await zip.arrayBuffer()))).sort()).toEqual([
      'nova-lane-echo-chamber-horizontal.png',
      'nova-lane-echo-chamber-square.png',
      'nova-lane-echo-chamber-story.png',
    ]);
  });

  it('is a 404 for another account’s release, an unknown one, or a file it does not make', async () => {
    expect((await file('square.png', strangerCookie)).status).toBe(404);
    expect((await file('all.zip', strangerCookie)).status).toBe(404);
    expect((await file('square.png', ownerCookie, '', 'cmnosuchrelease0000000000')).status).toBe(404);
    for (const name of ['square.jpg', 'toString.png', '..%2F..%2Fetc%2Fpasswd', 'all.png']) expect((await file(name, ownerCookie)).status, name).toBe(404);
    expect((await page(`/tools/banner-generator?release=${releaseId}x`, ownerCookie)).status).toBe(404);
  });

  it('takes a garbled palette number as the first palette, not as an error', async () => {
    const shown = await (await page(`/tools/banner-generator?release=${releaseId}&palette=%00%1b[2J`, ownerCookie)).json();
    expect(shown.shown.palette).toBe(0);
    expect((await file('horizontal.png', ownerCookie, '?palette=99')).status).toBe(200);
  });

  it('sends the owner back to the Artwork step when storage lost the cover, and draws nothing', async () => {
    const owner = await database.prisma.release.findUniqueOrThrow({ where: { id: releaseId }, select: { ownerId: true, artistId: true } });
    const lost = await database.prisma.release.create({
      data: { ...owner, title: 'Lost Cover', releaseDate: new Date('2027-04-02'), coverKey: 'covers/gone.jpg', coverFormat: 'jpeg', upc: '0199999000031' },
    });
    const shown = await (await page(`/tools/banner-generator?release=${lost.id}`, ownerCookie)).json();
    expect(shown).toMatchObject({ shown: null, coverMissing: lost.id });
    expect((await file('square.png', ownerCookie, '', lost.id)).status).toBe(404);
    expect((await file('all.zip', ownerCookie, '', lost.id)).status).toBe(404);
  });
});
