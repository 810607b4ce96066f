import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFollowedProArtists, listProArtistsToFollow } from '../server/artists/follows.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { settle } from '../testing/sign-in';
import { loader } from './artists-catalog';
import { action as followAction } from './artists.$id.follow';

let database: TestDatabase;
let fanId: string;
let fanCookie: string;
let proOwnerId: string;
const ids: Record<string, string> = {};

/**
 * 30 artists: 26 "Filler NN" (free accounts, US rock, followers 0..25), and four named ones of PRO and Advanced
 * accounts, plus one of a banned account that never shows.
 */
beforeAll(async () => {
  database = await useTestDatabase();
  const proOwner = await createUser(database, { username: 'catalogue-pro', password: 'pw-123456!', plan: 'pro' });
  const advancedOwner = await createUser(database, { username: 'catalogue-advanced', password: 'pw-123456!', plan: 'advanced' });
  const freeOwner = await createUser(database, { username: 'catalogue-free', password: 'pw-123456!' });
  const banned = await createUser(database, { username: 'catalogue-banned', password: 'pw-123456!', plan: 'pro', banned: true });
  const fan = await createUser(database, { username: 'catalogue-fan', password: 'pw-123456!' });
  proOwnerId = proOwner.id;
  fanId = fan.id;
  fanCookie = await sessionCookie(fan.id);

  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  const named = [
    { name: 'Amália Rocha', ownerId: proOwner.id, country: 'PT', mainGenre: 'folk', followerCount: 5000, verified: true, createdAt: day(40) },
    { name: 'Bruno Beats', ownerId: proOwner.id, country: 'BR', mainGenre: 'hiphop', followerCount: 800, createdAt: day(41) },
    { name: 'Zeynep Deniz', ownerId: advancedOwner.id, country: 'TR', mainGenre: 'pop', followerCount: 12000, verified: true, createdAt: day(42) },
    { name: 'Carmen Luz', ownerId: advancedOwner.id, country: 'ES', mainGenre: 'latin', followerCount: 300, createdAt: day(43) },
    { name: 'Hidden Act', ownerId: banned.id, country: 'US', mainGenre: 'rock', followerCount: 99999, createdAt: day(44) },
  ];
  for (const artist of named) {
    ids[artist.name] = (
      await database.prisma.artist.create({
        data: { ...artist, legalFirstName: 'Secret', legalLastName: 'Legalname', requestNewProfile: true },
      })
    ).id;
  }
  for (let n = 0; n < 26; n += 1) {
    const name = `Filler ${String(n).padStart(2, '0')}`;
    ids[name] = (
      await database.prisma.artist.create({
        data: { name, ownerId: freeOwner.id, country: 'US', mainGenre: 'rock', followerCount: n, createdAt: day(n), legalLastName: 'Legalname' },
      })
    ).id;
  }
});

afterAll(async () => {
  await database?.drop();
});

interface Catalogue {
  artists: Array<{ id: string; name: string; followers: number; pro: boolean; verified: boolean; following: boolean; own: boolean; countryName: string | null }>;
  total: number;
  countries: Array<{ code: string; name: string }>;
  signedIn: boolean;
}

async function catalogue(query = '', cookie?: string): Promise<Catalogue> {
  const request = new Request(`http://localhost/artists-catalog${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  const response = await settle(loader({ request, params: {}, context: {} }));
  expect(response.status).toBe(200);
  return (await response.json()) as Catalogue;
}

async function follow(artistId: string, intent: 'follow' | 'unfollow', cookie = fanCookie, js = true): Promise<Response> {
  const body = new URLSearchParams({ intent, redirectTo: '/artists-catalog?genre=pop', ...(js ? { js: '1' } : {}) });
  const request = new Request(`http://localhost/artists/${artistId}/follow`, { method: 'POST', body, headers: { Cookie: cookie } });
  return settle(followAction({ request, params: { id: artistId }, context: {} }));
}

describe('the artists catalogue', () => {
  it('is public: 24 artists at first, most followed first, the PRO badge for PRO and Advanced owners, blocked owners left out', async () => {
    const page = await catalogue('?lang=en');
    expect(page.signedIn).toBe(false);
    expect(page.total).toBe(30);
    expect(page.artists).toHaveLength(24);
    expect(page.artists.slice(0, 5).map((artist) => [artist.name, artist.followers, artist.pro, artist.verified])).toEqual([
      ['Zeynep Deniz', 12000, true, true],
      ['Amália Rocha', 5000, true, true],
      ['Bruno Beats', 800, true, false],
      ['Carmen Luz', 300, true, false],
      ['Filler 25', 25, false, false],
    ]);
    expect(page.artists[1]?.countryName).toBe('Portugal');
    expect(page.artists.some((artist) => artist.name === 'Hidden Act')).toBe(false);
    expect(page.countries.map((country) => country.code)).toEqual(['BR', 'PT', 'ES', 'TR', 'US']);
  });

  it('never shows legal names (nor anything but the card’s fields)', async () => {
    const text = JSON.stringify(await catalogue('?page=2', fanCookie));
    expect(text).not.toContain('Legalname');
    expect(text).not.toContain('Secret');
    expect(text).not.toMatch(/legal/i);
    expect(Object.keys((await catalogue()).artists[0]!).sort()).toEqual(
      ['countryName', 'country', 'followers', 'following', 'genre', 'id', 'imageUrl', 'name', 'own', 'pro', 'type', 'verified'].sort(),
    );
  });

  it('loads more: ?page=2 shows the first 48, without repeating or skipping anyone', async () => {
    const first = await catalogue();
    const both = await catalogue('?page=2');
    expect(both.artists).toHaveLength(30);
    expect(both.artists.slice(0, 24).map((artist) => artist.id)).toEqual(first.artists.map((artist) => artist.id));
    expect(new Set(both.artists.map((artist) => artist.id)).size).toBe(30);
  });

  it('filters by country and genre, ignoring unknown values', async () => {
    expect((await catalogue('?country=pt')).artists.map((artist) => artist.name)).toEqual(['Amália Rocha']);
    expect((await catalogue('?genre=latin')).artists.map((artist) => artist.name)).toEqual(['Carmen Luz']);
    const rock = await catalogue('?country=US&genre=rock');
    expect([rock.total, rock.artists.length]).toEqual([26, 24]);
    expect((await catalogue('?country=BR&genre=rock')).total).toBe(0);
    expect((await catalogue('?country=XX&genre=polka&sort=loudest&page=-3')).total).toBe(30);
  });

  it('sorts by name, newest and oldest', async () => {
    const names = async (query: string) => (await catalogue(query)).artists.map((artist) => artist.name);
    expect((await names('?sort=name&genre=pop')).concat(await names('?sort=name&country=PT'))).toEqual(['Zeynep Deniz', 'Amália Rocha']);
    expect((await names('?sort=name')).slice(0, 4)).toEqual(['Amália Rocha', 'Bruno Beats', 'Carmen Luz', 'Filler 00']);
    expect((await names('?sort=newest')).slice(0, 2)).toEqual(['Carmen Luz', 'Zeynep Deniz']);
    expect((await names('?sort=oldest')).slice(0, 2)).toEqual(['Filler 00', 'Filler 01']);
  });
});

describe('following artists', () => {
  it('follows and unfollows, counting the follow in the followers and showing it in the catalogue', async () => {
    const artistId = ids['Carmen Luz']!;
    const followed = await follow(artistId, 'follow');
    expect(await followed.json()).toEqual({ following: true, followers: 301 });
    // Following twice is still one follow.
    expect(await (await follow(artistId, 'follow')).json()).toEqual({ following: true, followers: 301 });
    const card = (await catalogue('?genre=latin', fanCookie)).artists[0];
    expect(card).toMatchObject({ following: true, followers: 301, own: false });

    expect(await (await follow(artistId, 'unfollow')).json()).toEqual({ following: false, followers: 300 });
    expect((await catalogue('?genre=latin', fanCookie)).artists[0]).toMatchObject({ following: false, followers: 300 });
  });

  it('goes back to the page without scripts', async () => {
    const response = await follow(ids['Filler 03']!, 'follow', fanCookie, false);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/artists-catalog?genre=pop');
    await follow(ids['Filler 03']!, 'unfollow');
  });

  it('refuses following one’s own artist, an unknown one and one of a blocked account', async () => {
    const ownerCookie = await sessionCookie(proOwnerId);
    const own = await follow(ids['Bruno Beats']!, 'follow', ownerCookie);
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ error: 'cannot_follow_own_artist' });
    expect((await catalogue('?country=BR', ownerCookie)).artists[0]).toMatchObject({ own: true, following: false });

    expect((await follow('no-such-artist', 'follow')).status).toBe(404);
    expect((await follow(ids['Hidden Act']!, 'follow')).status).toBe(404);
  });

  it('sends a visitor to sign in', async () => {
    const request = new Request(`http://localhost/artists/${ids['Carmen Luz']}/follow`, { method: 'POST', body: new URLSearchParams({ intent: 'follow' }) });
    const response = await settle(followAction({ request, params: { id: ids['Carmen Luz']! }, context: {} }));
    expect(response.headers.get('Location')).toMatch(/^\/auth\/login\?redirect=/);
  });
});

describe('what the wizard’s Follow step reuses', () => {
  it('counts only followed artists of PRO and Advanced accounts', async () => {
    expect(await countFollowedProArtists(fanId)).toBe(0);
    await follow(ids['Zeynep Deniz']!, 'follow');
    await follow(ids['Amália Rocha']!, 'follow');
    await follow(ids['Filler 10']!, 'follow');
    expect(await countFollowedProArtists(fanId)).toBe(2);
  });

  it('offers PRO artists not yet followed, most followed first, never the user’s own', async () => {
    const { artists, total } = await listProArtistsToFollow(fanId);
    expect(artists.map((artist) => artist.name)).toEqual(['Bruno Beats', 'Carmen Luz']);
    expect(total).toBe(2);
    const all = await listProArtistsToFollow(fanId, { includeFollowed: true, limit: 3 });
    expect(all.artists.map((artist) => [artist.name, artist.following])).toEqual([
      ['Zeynep Deniz', true],
      ['Amália Rocha', true],
      ['Bruno Beats', false],
    ]);
    expect((await listProArtistsToFollow(proOwnerId)).artists.map((artist) => artist.name)).toEqual(['Zeynep Deniz', 'Carmen Luz']);
  });
});
