import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { loader } from './dashboard';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

async function dashboardOf(userId: string) {
  const request = new Request('http://localhost/dashboard', { headers: { Cookie: await sessionCookie(userId) } });
  const response = await loader({ request, params: {}, context: {} });
  return response.json();
}

describe('dashboard activity', () => {
  it('lists the user’s latest 8 events, newest first, with their release, and nobody else’s', async () => {
    const artist = await createUser(database, { username: 'artist', password: 'pw-123456!' });
    const other = await createUser(database, { username: 'other', password: 'pw-123456!' });
    const release = await createReleaseRow(database, { ownerId: artist.id, title: 'Night Drive', status: 'published' });
    const types = ['created', 'submitted', 'in_review', 'in_process', 'published', 'reopened', 'submitted', 'in_review', 'published'];
    await database.prisma.activityEvent.createMany({
      data: types.map((type, index) => ({
        ownerId: artist.id,
        actorRole: 'system',
        releaseId: release.id,
        type,
        toStatus: type === 'created' ? null : type === 'reopened' ? 'reopened' : (type as 'submitted' | 'in_review' | 'in_process' | 'published'),
        createdAt: new Date(Date.UTC(2031, 0, 1 + index)),
      })),
    });
    const theirs = await createReleaseRow(database, { ownerId: other.id, title: 'Not Yours', status: 'draft' });
    await database.prisma.activityEvent.create({
      data: { ownerId: other.id, actorRole: 'artist', releaseId: theirs.id, type: 'created', createdAt: new Date(Date.UTC(2031, 5, 1)) },
    });

    const { activity } = await dashboardOf(artist.id);
    expect(activity.map((item) => item.type)).toEqual(['published', 'updated', 'updated', 'reopened', 'published', 'updated', 'updated', 'updated']);
    expect(activity[0]).toMatchObject({ releaseId: release.id, releaseTitle: 'Night Drive', createdAt: '2031-01-09T00:00:00.000Z' });

    expect((await dashboardOf(other.id)).activity.map((item) => item.releaseTitle)).toEqual(['Not Yours']);
  });
});
