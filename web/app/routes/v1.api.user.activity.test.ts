import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { loader } from './v1.api.user.activity';

let database: TestDatabase;
const cookies = { artist: '', other: '', frozen: '' };
/** The artist's events, oldest first: one a day from 1 November, each type once. */
const EVENT_TYPES = ['created', 'submitted', 'in_review', 'in_process', 'published', 'takedown_requested', 'takedown_cancelled', 'reopened'];
let artistEventIds: string[] = [];

interface FeedItem {
  id: string;
  type: string;
  detail: { event: string };
  releaseTitle: string | null;
  actor: { role: string; name: string | null };
  createdAt: string;
}
interface Feed {
  items: FeedItem[];
  nextBefore: string | null;
}

async function releaseOf(ownerId: string, title: string, upc: string) {
  const artist = await database.prisma.artist.create({ data: { ownerId, name: 'Nova Lane' } });
  return database.prisma.release.create({
    data: { ownerId, artistId: artist.id, title, releaseDate: new Date('2031-05-01T00:00:00Z'), upc },
  });
}

beforeAll(async () => {
  database = await useTestDatabase();
  const artist = await createUser(database, { username: 'artist', password: 'pw-123456!' });
  const other = await createUser(database, { username: 'other', password: 'pw-123456!' });
  const frozen = await createUser(database, { username: 'frozen', password: 'pw-123456!', freeze: true });
  const mine = await releaseOf(artist.id, 'Night Drive', '019999000011');
  const theirs = await releaseOf(other.id, 'Not Yours', '019999000028');
  for (const [day, type] of EVENT_TYPES.entries()) {
    const createdAt = new Date(Date.UTC(2026, 10, day + 1, 12));
    const event = await database.prisma.activityEvent.create({
      data: { ownerId: artist.id, actorId: artist.id, actorRole: 'artist', releaseId: mine.id, type, createdAt },
    });
    artistEventIds.push(event.id);
    await database.prisma.activityEvent.create({
      data: { ownerId: other.id, actorId: other.id, actorRole: 'artist', releaseId: theirs.id, type, createdAt },
    });
  }
  artistEventIds = artistEventIds.reverse();
  cookies.artist = await sessionCookie(artist.id);
  cookies.other = await sessionCookie(other.id);
  cookies.frozen = await sessionCookie(frozen.id);
});

afterAll(async () => {
  await database?.drop();
});

/** The loader's answer, thrown or returned, as a client would receive it. */
async function get(query = '', cookie: string = cookies.artist): Promise<Response> {
  const request = new Request(`http://localhost/v1/api/user/activity${query}`, { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return await loader({ request, params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function feed(query = '', cookie?: string): Promise<Feed> {
  const response = await get(query, cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as Feed;
}

describe('GET /v1/api/user/activity', () => {
  it('answers 401 in JSON without a session, and 403 for a blocked account: no redirect', async () => {
    for (const cookie of ['', '__session=not-a-session']) {
      const response = await get('', cookie);
      expect(response.status).toBe(401);
      expect(response.headers.get('Location')).toBeNull();
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: { code: 'auth_failed', message: 'Sign in first: this call needs a session.' } });
    }
    const blocked = await get('', cookies.frozen);
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('permission_denied');
  });

  it("shows only the user's own events, newest first, in the spec's types", async () => {
    const response = await get();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const { items, nextBefore } = (await response.json()) as Feed;
    expect(items.map((item) => item.id)).toEqual(artistEventIds);
    expect(items.every((item) => item.releaseTitle === 'Night Drive' && item.actor.name === 'artist Name')).toBe(true);
    expect(items.map((item) => `${item.type}:${item.detail.event}`)).toEqual([
      'reopened:reopened',
      'updated:takedown_cancelled',
      'updated:takedown_requested',
      'published:published',
      'updated:in_process',
      'updated:in_review',
      'updated:submitted',
      'created:created',
    ]);
    expect(nextBefore).toBeNull();

    const theirs = await feed('', cookies.other);
    expect(theirs.items).toHaveLength(EVENT_TYPES.length);
    expect(theirs.items.every((item) => item.releaseTitle === 'Not Yours')).toBe(true);
  });

  it('pages with before: each next page starts where the last one ended', async () => {
    const first = await feed('?limit=3');
    expect(first.items.map((item) => item.id)).toEqual(artistEventIds.slice(0, 3));
    expect(first.nextBefore).toBe('2026-11-06T12:00:00.000Z');
    const second = await feed(`?limit=3&before=${encodeURIComponent(first.nextBefore ?? '')}`);
    expect(second.items.map((item) => item.id)).toEqual(artistEventIds.slice(3, 6));
    const third = await feed(`?limit=3&before=${encodeURIComponent(second.nextBefore ?? '')}`);
    expect(third.items.map((item) => item.id)).toEqual(artistEventIds.slice(6));
    expect(third.nextBefore).toBeNull();
    // An instant with an offset means the same instant: 13:00+01:00 is 12:00 UTC.
    expect((await feed('?before=2026-11-03T13:00:00%2B01:00')).items.map((item) => item.detail.event)).toEqual(['submitted', 'created']);
  });

  it('filters by types', async () => {
    expect((await feed('?types=published,reopened')).items.map((item) => item.type)).toEqual(['reopened', 'published']);
    const updated = await feed('?types=updated');
    expect(updated.items.map((item) => item.detail.event)).toEqual([
      'takedown_cancelled',
      'takedown_requested',
      'in_process',
      'in_review',
      'submitted',
    ]);
    expect((await feed('?types=created,%20updated')).items).toHaveLength(6);
  });

  it('takes 1 to 100 events a page, 20 by default, and refuses anything else with 400', async () => {
    const busy = await createUser(database, { username: 'busy', password: 'pw-123456!' });
    await database.prisma.activityEvent.createMany({
      data: Array.from({ length: 25 }, (_, minute) => ({
        ownerId: busy.id,
        actorRole: 'artist',
        type: 'submitted',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)),
      })),
    });
    const byDefault = await feed('', await sessionCookie(busy.id));
    expect(byDefault.items).toHaveLength(20);
    expect(byDefault.nextBefore).toBe('2026-01-01T00:05:00.000Z');

    expect((await feed('?limit=1')).items).toHaveLength(1);
    expect((await feed('?limit=100')).items).toHaveLength(EVENT_TYPES.length);
    for (const limit of ['0', '101', '2.5', 'ten', '']) {
      const response = await get(`?limit=${limit}`);
      expect(response.status, limit).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'invalid_choice', field: 'limit', message: 'limit must be a whole number from 1 to 100' },
      });
    }
  });

  it('refuses an unknown type or a before that is not an instant', async () => {
    const type = await get('?types=published,deleted');
    expect(type.status).toBe(400);
    expect(((await type.json()) as { error: { field: string } }).error.field).toBe('types');
    for (const before of ['yesterday', '2026-11-03']) {
      const response = await get(`?before=${before}`);
      expect(response.status, before).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe('before');
    }
  });
});
