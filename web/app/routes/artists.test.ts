import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestDatabase } from '@slipcase/db/testing';
import { assignUpc, type ReleaseStatus } from '@slipcase/domain';
import { inspectImage } from '@slipcase/plugin-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { settle } from '../testing/sign-in';
import { loader as editLoader, action as editAction } from './artists.$id.edit';
import { loader as imageLoader } from './artists.$id.image';
import { action as removeAction } from './artists.$id.remove';
import { loader as listLoader } from './artists._index';
import { loader as newLoader, action as newAction } from './artists.new';

const run = promisify(execFile);
const SPOTIFY_ID = '4Z8W4fKeB5YxbusRsdQVPb';

let database: TestDatabase;
let workDir: string;
let storageDir: string;
let square: File;
let wide: File;
let tiny: File;

async function picture(name: string, size: string, type: string): Promise<File> {
  const path = join(workDir, name);
  await run('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', `color=c=purple:s=${size}`, '-frames:v', '1', path]);
  return new File([await readFile(path)], name, { type });
}

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-web-artists-'));
  storageDir = join(workDir, 'storage');
  process.env.SLIPCASE_STORAGE_DIR = storageDir;
  [square, wide, tiny] = await Promise.all([
    picture('square.jpg', '1200x1200', 'image/jpeg'),
    picture('wide.png', '800x600', 'image/png'),
    picture('tiny.jpg', '200x200', 'image/jpeg'),
  ]);
});

afterAll(async () => {
  await database?.drop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

let sequence = 0;
async function signedInUser(plan: 'free' | 'pro' | 'advanced' = 'free') {
  sequence += 1;
  const user = await createUser(database, { username: `artist-owner-${sequence}`, password: 'pw-123456!', plan });
  return { user, cookie: await sessionCookie(user.id) };
}

function formOf(fields: Record<string, string | File>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const validFields = (): Record<string, string | File> => ({
  name: 'Nova Lane',
  type: 'band',
  mainGenre: 'electronic',
  style: 'Dream pop',
  biography: 'Songs from the coast.',
  website: 'https://novalane.example.com',
  country: 'PT',
  legalFirstName: 'Ana',
  legalLastName: 'Secreta',
  'socialLinks.instagram': 'https://instagram.com/novalane',
  'socialLinks.soundcloud': 'https://soundcloud.com/novalane',
  providerProfile: `https://open.spotify.com/artist/${SPOTIFY_ID}?si=x`,
});

function post(path: string, cookie: string, fields: Record<string, string | File>): Request {
  return new Request(`http://localhost${path}`, { method: 'POST', body: formOf(fields), headers: { Cookie: cookie } });
}

interface ErrorAnswer {
  reply: { error?: Record<string, string[] | null> };
}

async function create(cookie: string, fields: Record<string, string | File>): Promise<Response> {
  return settle(newAction({ request: post('/artists/new', cookie, fields), params: {}, context: {} }));
}

async function edit(cookie: string, id: string, fields: Record<string, string | File>): Promise<Response> {
  return settle(editAction({ request: post(`/artists/${id}/edit`, cookie, fields), params: { id }, context: {} }));
}

let upcs = 0;
function releaseRow(ownerId: string, artistId: string, status: ReleaseStatus) {
  upcs += 1;
  return database.prisma.release.create({
    data: { ownerId, artistId, title: status, status, releaseDate: new Date('2031-06-01T00:00:00Z'), upc: assignUpc('0199991', upcs) },
  });
}

async function remove(cookie: string, id: string): Promise<Response> {
  return settle(removeAction({ request: post(`/artists/${id}/remove`, cookie, {}), params: { id }, context: {} }));
}

describe('creating an artist', () => {
  it('stores every field, the provider profile as a URI and the cropped picture as a JPEG of at most 1000 px', async () => {
    const { user, cookie } = await signedInUser();
    const response = await create(cookie, { ...validFields(), image: square });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/artists?saved=Nova+Lane');

    const artist = await database.prisma.artist.findFirstOrThrow({ where: { ownerId: user.id } });
    expect(artist).toMatchObject({
      name: 'Nova Lane',
      type: 'band',
      mainGenre: 'electronic',
      style: 'Dream pop',
      country: 'PT',
      legalFirstName: 'Ana',
      legalLastName: 'Secreta',
      socialLinks: { instagram: 'https://instagram.com/novalane', soundcloud: 'https://soundcloud.com/novalane' },
      providerProfile: `spotify:artist:${SPOTIFY_ID}`,
      requestNewProfile: false,
      imageKey: `artists/${artist.id}/image.jpg`,
      verified: false,
    });
    const stored = join(storageDir, 'artists', artist.id, 'image.jpg');
    expect(await inspectImage(stored)).toMatchObject({ format: 'jpeg', width: 1000, height: 1000 });

    // The picture is public, like the catalogue showing it.
    const image = await settle(imageLoader({ request: new Request(`http://localhost/artists/${artist.id}/image`), params: { id: artist.id }, context: {} }));
    expect(image.headers.get('Content-Type')).toBe('image/jpeg');
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('answers each invalid field with its error code and creates nothing', async () => {
    const { user, cookie } = await signedInUser();
    const response = await create(cookie, {
      ...validFields(),
      name: '',
      type: 'dj',
      website: 'not a site',
      'socialLinks.instagram': 'https://example.com/novalane',
      providerProfile: 'nova lane',
    });
    expect(response.status).toBe(400);
    const { reply } = (await response.json()) as ErrorAnswer;
    expect(reply.error).toMatchObject({
      name: ['required'],
      type: ['invalid_choice'],
      website: ['invalid_url'],
      'socialLinks.instagram': ['invalid_social_link {"network":"Instagram"}'],
      providerProfile: ['invalid_provider_profile'],
    });
    expect(await database.prisma.artist.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it('wants a linked streaming profile or a new one, not both', async () => {
    const { cookie } = await signedInUser();
    const both = await create(cookie, { ...validFields(), requestNewProfile: 'on' });
    expect(((await both.json()) as ErrorAnswer).reply.error?.providerProfile).toEqual(['provider_profile_choice']);
    const { providerProfile: _profile, ...withoutProfile } = validFields();
    const neither = await create(cookie, withoutProfile);
    expect(((await neither.json()) as ErrorAnswer).reply.error?.providerProfile).toEqual(['provider_profile_choice']);
    expect((await create(cookie, { ...withoutProfile, requestNewProfile: 'on' })).status).toBe(302);
  });

  it('refuses a picture that is not square or too small, keeping nothing', async () => {
    const { user, cookie } = await signedInUser();
    const notSquare = await create(cookie, { ...validFields(), image: wide });
    expect(((await notSquare.json()) as ErrorAnswer).reply.error?.image).toEqual(['image_not_square']);
    const small = await create(cookie, { ...validFields(), image: tiny });
    expect(((await small.json()) as ErrorAnswer).reply.error?.image).toEqual(['image_too_small {"min":300}']);
    const text = new File(['not a picture'], 'photo.jpg', { type: 'image/jpeg' });
    const unreadable = await create(cookie, { ...validFields(), image: text });
    expect(((await unreadable.json()) as ErrorAnswer).reply.error?.image).toEqual(['image_format_invalid']);
    expect(await database.prisma.artist.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it('enforces the plan’s profile limit on the server: one on free, three on PRO', async () => {
    const free = await signedInUser('free');
    expect((await create(free.cookie, validFields())).status).toBe(302);
    const refused = await create(free.cookie, { ...validFields(), name: 'Second Act' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorAnswer).reply.error?.['']).toEqual(['artist_limit {"limit":1}']);
    const page = await settle(newLoader({ request: post('/artists/new', free.cookie, {}), params: {}, context: {} }));
    expect(((await page.json()) as { limitError: string }).limitError).toBe('artist_limit {"limit":1}');

    const pro = await signedInUser('pro');
    for (const name of ['One', 'Two', 'Three']) expect((await create(pro.cookie, { ...validFields(), name })).status).toBe(302);
    expect((await create(pro.cookie, { ...validFields(), name: 'Four' })).status).toBe(403);
    expect(await database.prisma.artist.count({ where: { ownerId: pro.user.id } })).toBe(3);
  });

  it('lets two simultaneous creations take the last free profile only once', async () => {
    const { user, cookie } = await signedInUser('free');
    const answers = await Promise.all([create(cookie, validFields()), create(cookie, { ...validFields(), name: 'Twin' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 403]);
    expect(await database.prisma.artist.count({ where: { ownerId: user.id } })).toBe(1);
  });
});

describe("an artist's profiles in other stores and the new social networks", () => {
  it('stores each store profile in the form the store is sent, shows it back, and refuses a malformed one on its field', async () => {
    const { user, cookie } = await signedInUser();
    const refused = await create(cookie, { ...validFields(), 'storeProfiles.tidal': 'https://www.deezer.com/artist/27', 'socialLinks.bandcamp': 'https://bandcamp.com/' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorAnswer).reply.error).toMatchObject({
      'storeProfiles.tidal': ['invalid_store_profile {"store":"TIDAL"}'],
      'socialLinks.bandcamp': ['invalid_social_link {"network":"Bandcamp"}'],
    });
    expect(await database.prisma.artist.count({ where: { ownerId: user.id } })).toBe(0);

    const response = await create(cookie, {
      ...validFields(),
      'storeProfiles.apple-music': 'https://music.apple.com/us/artist/nova-lane/1451392236',
      'storeProfiles.deezer': '',
      'socialLinks.bandcamp': 'https://novalane.bandcamp.com/',
      'socialLinks.appleMusic': 'https://music.apple.com/us/artist/nova-lane/1451392236',
    });
    expect(response.status).toBe(302);
    const artist = await database.prisma.artist.findFirstOrThrow({ where: { ownerId: user.id } });
    expect(artist.storeProfiles).toEqual({ 'apple-music': '1451392236' });
    expect(artist.socialLinks).toMatchObject({ bandcamp: 'https://novalane.bandcamp.com/', appleMusic: 'https://music.apple.com/us/artist/nova-lane/1451392236' });

    const page = await settle(editLoader({ request: new Request(`http://localhost/artists/${artist.id}/edit`, { headers: { Cookie: cookie } }), params: { id: artist.id }, context: {} }));
    expect(((await page.json()) as { artist: Record<string, unknown> }).artist).toMatchObject({ storeProfiles: { 'apple-music': '1451392236' } });
  });
});

describe('editing an artist', () => {
  it('shows the owner every field, saves changes and keeps the picture unless a new one is sent', async () => {
    const { user, cookie } = await signedInUser();
    await create(cookie, { ...validFields(), image: square });
    const { id, imageKey } = await database.prisma.artist.findFirstOrThrow({ where: { ownerId: user.id } });

    const page = await settle(editLoader({ request: new Request(`http://localhost/artists/${id}/edit`, { headers: { Cookie: cookie } }), params: { id }, context: {} }));
    const { artist } = (await page.json()) as { artist: Record<string, unknown> };
    expect(artist).toMatchObject({ name: 'Nova Lane', legalLastName: 'Secreta', socialLinks: { instagram: 'https://instagram.com/novalane' } });
    expect(artist.imageUrl).toMatch(new RegExp(`^/artists/${id}/image\\?v=\\d+$`));

    const { providerProfile: _profile, ...rest } = validFields();
    const saved = await edit(cookie, id, { ...rest, name: 'Nova Lane & The Tides', 'socialLinks.instagram': '', requestNewProfile: 'on' });
    expect(saved.headers.get('Location')).toBe('/artists?saved=Nova+Lane+%26+The+Tides');
    const after = await database.prisma.artist.findUniqueOrThrow({ where: { id } });
    expect(after).toMatchObject({
      name: 'Nova Lane & The Tides',
      socialLinks: { soundcloud: 'https://soundcloud.com/novalane' },
      providerProfile: null,
      requestNewProfile: true,
      imageKey,
    });
  });

  it('does not let anybody else see or change the artist', async () => {
    const owner = await signedInUser();
    await create(owner.cookie, validFields());
    const { id } = await database.prisma.artist.findFirstOrThrow({ where: { ownerId: owner.user.id } });
    const stranger = await signedInUser();
    const page = await settle(editLoader({ request: new Request(`http://localhost/artists/${id}/edit`, { headers: { Cookie: stranger.cookie } }), params: { id }, context: {} }));
    expect(page.status).toBe(404);
    expect((await edit(stranger.cookie, id, { ...validFields(), name: 'Hijacked' })).status).toBe(404);
    expect((await remove(stranger.cookie, id)).status).toBe(404);
    expect((await database.prisma.artist.findUniqueOrThrow({ where: { id } })).name).toBe('Nova Lane');
  });

  it('sends a visitor to sign in', async () => {
    const response = await settle(listLoader({ request: new Request('http://localhost/artists'), params: {}, context: {} }));
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fartists');
  });
});

describe('the artists list', () => {
  it('shows the account’s artists with verified flag, followers (provider count plus follows) and the plan’s allowance', async () => {
    const { user, cookie } = await signedInUser('pro');
    const artist = await database.prisma.artist.create({
      data: { ownerId: user.id, name: 'Verified One', verified: true, followerCount: 1200, country: 'BR', requestNewProfile: true },
    });
    const fan = await createUser(database, { username: `fan-${sequence}`, password: 'pw-123456!' });
    await database.prisma.artistFollow.create({ data: { userId: fan.id, artistId: artist.id } });

    const response = await settle(listLoader({ request: new Request('http://localhost/artists?lang=en', { headers: { Cookie: cookie } }), params: {}, context: {} }));
    const data = (await response.json()) as { artists: Array<Record<string, unknown>>; limit: number };
    expect(data.limit).toBe(3);
    expect(data.artists).toEqual([
      expect.objectContaining({ name: 'Verified One', verified: true, followers: 1201, releases: 0, countryName: 'Brazil', imageUrl: null }),
    ]);
    expect(JSON.stringify(data)).not.toContain('legal');
  });
});

describe('removing an artist', () => {
  it('is refused while the artist has active releases, with their count, and keeps everything', async () => {
    const { user, cookie } = await signedInUser();
    await createReleaseRow(database, { ownerId: user.id, title: 'Live Now', status: 'published' });
    const { artistId } = await database.prisma.release.findFirstOrThrow({ where: { ownerId: user.id } });
    await releaseRow(user.id, artistId, 'in_review');
    await releaseRow(user.id, artistId, 'rejected');
    await releaseRow(user.id, artistId, 'draft');

    const response = await remove(cookie, artistId);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: 'artist_has_active_releases {"count":3}', activeReleases: 3 });
    expect(await database.prisma.artist.count({ where: { id: artistId } })).toBe(1);
    expect(await database.prisma.release.count({ where: { artistId } })).toBe(4);
  });

  it('removes an artist whose releases are only drafts, removed or expired, with them and their files', async () => {
    const { user, cookie } = await signedInUser();
    await create(cookie, { ...validFields(), image: square });
    const artist = await database.prisma.artist.findFirstOrThrow({ where: { ownerId: user.id } });
    for (const status of ['draft', 'removed', 'expired'] as const) {
      await releaseRow(user.id, artist.id, status);
    }
    const fan = await createUser(database, { username: `follower-${sequence}`, password: 'pw-123456!' });
    await database.prisma.artistFollow.create({ data: { userId: fan.id, artistId: artist.id } });

    const response = await remove(cookie, artist.id);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/artists?removed=Nova+Lane');
    expect(await database.prisma.artist.count({ where: { id: artist.id } })).toBe(0);
    expect(await database.prisma.release.count({ where: { ownerId: user.id } })).toBe(0);
    expect(await database.prisma.artistFollow.count({ where: { artistId: artist.id } })).toBe(0);
    expect(existsSync(join(storageDir, 'artists', artist.id, 'image.jpg'))).toBe(false);
  });
});
