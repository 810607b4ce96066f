import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpdatePage } from '../server/release-update.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { action, loader } from './distributions.$id_.update';
import { loader as releaseLoader } from './distributions.$id';
import { loader as reviewLoader } from './operator.reviews_.updates';

let database: TestDatabase;
const users = { pro: { id: '', cookie: '' }, free: { id: '', cookie: '' }, operator: { id: '', cookie: '' } };
type Who = keyof typeof users;
const ids = { pro: '', free: '', track: '' };

beforeAll(async () => {
  database = await useTestDatabase();
  for (const who of ['pro', 'free', 'operator'] as const) {
    const user = await createUser(database, { username: `upd-${who}`, password: 'pw-123456!', ...(who === 'operator' && { role: 'operator' as const }) });
    if (who === 'pro') await database.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
    users[who] = { id: user.id, cookie: await sessionCookie(user.id) };
  }
  for (const who of ['pro', 'free'] as const) {
    const release = await createReleaseRow(database, { ownerId: users[who].id, title: `Live ${who}`, status: 'published' });
    const [track] = await database.prisma.track.findMany({ where: { releaseId: release.id } });
    await database.prisma.trackContributor.create({ data: { trackId: track!.id, position: 0, name: 'Ana Lima', role: 'writer', sharePercent: 100 } });
    await database.prisma.trackPerformer.create({ data: { trackId: track!.id, position: 0, name: 'Ana Lima' } });
    await database.prisma.delivery.create({ data: { releaseId: release.id, store: 'local-folder', kind: 'new', status: 'delivered', messageId: `m-${who}` } });
    ids[who] = release.id;
    if (who === 'pro') ids.track = track!.id;
  }
});

afterAll(async () => {
  await database?.drop();
});

function request(who: Who, path: string, fields?: Record<string, string>): Request {
  const headers = { Cookie: users[who].cookie };
  if (!fields) return new Request(`http://localhost${path}`, { headers });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request(`http://localhost${path}`, { method: 'POST', body, headers });
}

const page = async (who: Who, releaseId: string) =>
  (await (await loader({ request: request(who, `/distributions/${releaseId}/update`), params: { id: releaseId }, context: {} })).json()) as UpdatePage;

async function post(who: Who, releaseId: string, fields: Record<string, string>) {
  const response = await action({ request: request(who, `/distributions/${releaseId}/update`, fields), params: { id: releaseId }, context: {} });
  return { status: response.status, body: (await response.json()) as { reply: { error?: Record<string, string[]> }; preview: { fields: string[]; stores: Array<{ storeId: string; patch: string }> } | null } };
}

const creditTypo = (name: string) => ({
  label: '',
  primaryGenre: 'pop',
  'tracks[0].trackId': ids.track,
  'tracks[0].contributors[0].name': name,
  'tracks[0].contributors[0].role': 'writer',
  'tracks[0].contributors[0].sharePercent': '100',
  'tracks[0].performers[0].name': 'Ana Lima',
});

describe('updating a live release on the web', () => {
  it('shows a PRO owner the credits, lyrics and genre, a free owner only what the free plan edits', async () => {
    expect((await page('pro', ids.pro)).shown).toEqual({ releaseDate: false, credits: true, lyrics: true, genre: true });
    expect((await page('free', ids.free)).shown).toEqual({ releaseDate: false, credits: false, lyrics: false, genre: false });
    const thrown = await loader({ request: request('free', `/distributions/${ids.pro}/update`), params: { id: ids.pro }, context: {} }).catch((e: unknown) => e);
    expect(thrown instanceof Response && thrown.status).toBe(404);
  });

  it('previews each store\'s message diff for a credit typo, and says when nothing changed', async () => {
    const { status, body } = await post('pro', ids.pro, { intent: 'preview', ...creditTypo('Ana Lima Souza') });
    expect(status).toBe(200);
    expect(body.preview?.fields).toEqual(['credits']);
    expect(body.preview?.stores.map((s) => s.storeId)).toEqual(['local-folder']);
    expect(body.preview?.stores[0]?.patch).toMatch(/^\+.*Ana Lima Souza/m);

    const same = await post('pro', ids.pro, { intent: 'preview', ...creditTypo('Ana Lima') });
    expect(same.status).toBe(422);
    expect(same.body.reply.error?.['']).toEqual(['update_no_changes']);
  });

  it('shows an operator an update waiting for review with its diff', async () => {
    await database.prisma.releaseRevision.create({
      data: {
        releaseId: ids.pro,
        number: 1,
        status: 'pending_review',
        changes: { label: 'Fresh Label' },
        fields: ['label'],
        needsReview: true,
        proposedById: users.pro.id,
      },
    });
    // The owner is told of it on the update page (which then offers no second form) and on the release page.
    const waiting = { number: 1, status: 'pending_review', changes: [{ kind: 'value', field: 'label', from: null, to: 'Fresh Label' }] };
    expect((await page('pro', ids.pro)).waiting).toMatchObject(waiting);
    const releasePage = await releaseLoader({ request: request('pro', `/distributions/${ids.pro}`), params: { id: ids.pro }, context: {} });
    expect(((await releasePage.json()) as { waitingUpdate: unknown }).waitingUpdate).toMatchObject(waiting);
    const response = await reviewLoader({ request: request('operator', '/operator/reviews/updates'), params: {}, context: {} });
    const { updates } = (await response.json()) as { updates: Array<{ releaseTitle: string; preview: { stores: Array<{ patch: string }> } }> };
    expect(updates.map((u) => u.releaseTitle)).toEqual(['Live pro']);
    expect(updates[0]?.preview.stores[0]?.patch).toMatch(/^\+.*Fresh Label/m);
    const artist = await reviewLoader({ request: request('pro', '/operator/reviews/updates'), params: {}, context: {} }).catch((e: unknown) => e);
    expect(artist instanceof Response && artist.status).toBe(403);
  });
});
