import type { TestDatabase } from '@slipcase/db/testing';
import type { DeliveryRetry } from '@slipcase/services';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answerOf } from '../testing/answer';
import type { DeliveryRow, StuckRow } from '../server/deliveries/delivery-console.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { action, loader } from './operator.deliveries';

// The workflow port records what it is asked; Temporal's side is workflows/src/delivery-retry.test.ts's.
const asked = vi.hoisted(() => [] as unknown[]);
vi.mock('../server/deps.server', async (original) => {
  const real = await original<typeof import('../server/deps.server')>();
  return {
    ...real,
    workflowServiceDeps: async () => ({
      ...(await real.serviceDeps()),
      deliveries: {
        retry: async (target: unknown, retry: DeliveryRetry) => {
          asked.push({ retry: target, store: retry.store });
          return [{ store: retry.store, status: 'delivering', retries: 1 }];
        },
        resend: async (input: { releaseId: string; store: string; n: number }) => {
          asked.push({ resend: input });
          return { workflowId: `release:${input.releaseId}:resend:${input.store}:${input.n}`, runId: 'run' };
        },
      },
    }),
  };
});

let database: TestDatabase;
const cookies = { artist: '', operator: '' };
const ids = { failing: '', live: '', stuck: '' };

beforeAll(async () => {
  database = await useTestDatabase();
  const artist = await createUser(database, { username: 'artist', password: 'pw-123456!' });
  const operator = await createUser(database, { username: 'operator', password: 'pw-123456!', role: 'operator' });
  cookies.artist = await sessionCookie(artist.id);
  cookies.operator = await sessionCookie(operator.id);
  const failing = await createReleaseRow(database, { ownerId: artist.id, title: 'Broken Feed', status: 'in_process' });
  const live = await createReleaseRow(database, { ownerId: artist.id, title: 'Lost Batch', status: 'published' });
  const stuck = await createReleaseRow(database, { ownerId: artist.id, title: 'Long Wait', status: 'approved' });
  Object.assign(ids, { failing: failing.id, live: live.id, stuck: stuck.id });
  const long = new Date(Date.now() - 30 * 24 * 3_600_000);
  await database.prisma.activityEvent.create({ data: { ownerId: artist.id, actorRole: 'system', releaseId: stuck.id, type: 'approved', toStatus: 'approved', createdAt: long } });
  await database.prisma.delivery.create({
    data: {
      releaseId: failing.id,
      store: 'local-folder',
      status: 'failed',
      error: 'connection reset by store',
      events: { create: [{ step: 'failed', detail: 'attempt 1: connection reset by store' }] },
    },
  });
  await database.prisma.delivery.create({
    data: { releaseId: live.id, store: 'local-folder', status: 'delivered', completedAt: long, events: { create: [{ step: 'ack_timeout', detail: 'no acknowledgement within 72 h' }] } },
  });
});

afterAll(() => database?.drop());

const request = (who: keyof typeof cookies, init: RequestInit = {}) => ({
  request: new Request('http://localhost/operator/deliveries', { ...init, headers: { Cookie: cookies[who] } }),
  params: {},
  context: {},
});
const post = (who: keyof typeof cookies, fields: Record<string, string>) => action(request(who, { method: 'POST', body: new URLSearchParams(fields) }));

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const thrown = await promise.then(() => null, (error: unknown) => error);
  return thrown instanceof Response ? thrown.status : -1;
}

describe('/operator/deliveries', () => {
  it('lists the failed delivery, the missing confirmation and the stuck release, each with what can be done and its run', async () => {
    const data = (await (await loader(request('operator'))).json()) as { failing: DeliveryRow[]; unacknowledged: DeliveryRow[]; stuck: StuckRow[]; stuckHours: number };
    expect(data.failing).toEqual([
      expect.objectContaining({
        store: 'local-folder',
        storeName: 'Local folder',
        reason: 'connection reset by store',
        attempts: 1,
        remedy: { action: 'retry', workflow: 'release' },
        release: expect.objectContaining({ id: ids.failing, title: 'Broken Feed' }),
      }),
    ]);
    // Its run in the Temporal UI (the local dev server's: no Temporal is configured in tests).
    expect(data.failing[0]?.runUrl).toMatch(new RegExp(`^http://localhost:\\d+/namespaces/default/workflows/release%3A${ids.failing}$`));
    expect(data.unacknowledged).toEqual([
      expect.objectContaining({ escalation: 'ack_timeout', remedy: { action: 'resend' }, release: expect.objectContaining({ id: ids.live }) }),
    ]);
    expect(data.stuck.map((row) => row.release.id)).toEqual([ids.stuck]);
    expect(data.stuckHours).toBe(72);
  });

  it('retries and resends as the operator, and answers a refusal with its code', async () => {
    asked.length = 0;
    const retried = await post('operator', { intent: 'retry', releaseId: ids.failing, store: 'local-folder' });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true, intent: 'retry', store: 'local-folder', title: 'Broken Feed' });
    const resent = await post('operator', { intent: 'resend', releaseId: ids.live, store: 'local-folder' });
    expect(await resent.json()).toMatchObject({ ok: true, intent: 'resend' });
    expect(asked).toEqual([
      { retry: { releaseId: ids.failing, workflow: 'release' }, store: 'local-folder' },
      { resend: { releaseId: ids.live, store: 'local-folder', n: 1 } },
    ]);

    const refused = await post('operator', { intent: 'resend', releaseId: ids.failing, store: 'local-folder' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ ok: false, intent: 'resend', error: 'delivery_not_resendable' });
    // Answered as /v1 answers it: the table's status of the code.
    expect((await post('operator', { intent: 'retry', releaseId: 'no-such-release', store: 'local-folder' })).status).toBe(404);
    // A button the page has not, or an id no record can have: 400 before any service is asked.
    const unknown = await answerOf(post('operator', { intent: 'delete', releaseId: ids.failing, store: 'x' }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toBe('invalid_input');
    expect((await answerOf(post('operator', { intent: 'retry', releaseId: `${ids.failing}\u0000`, store: 'local-folder' }))).status).toBe(400);
    expect((await answerOf(post('operator', { intent: 'retry', releaseId: 'x'.repeat(65), store: 'local-folder' }))).status).toBe(400);
    expect(asked).toHaveLength(2);
  });

  it('is for operators only', async () => {
    asked.length = 0;
    expect(await thrownStatus(loader(request('artist')))).toBe(403);
    expect(await thrownStatus(post('artist', { intent: 'retry', releaseId: ids.failing, store: 'local-folder' }))).toBe(403);
    expect(asked).toEqual([]);
  });
});
