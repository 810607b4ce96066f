import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../server/session.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { loader } from './account.blocked';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function open(cookie: string): Promise<Response> {
  const request = new Request('http://localhost/account/blocked', { headers: { Cookie: cookie } });
  return Promise.resolve(loader({ request, params: {}, context: {} })).catch((thrown: unknown) => thrown as Response) as Promise<Response>;
}

describe('/account/blocked', () => {
  it('sends a visitor to sign in and an account in good standing to the dashboard', async () => {
    expect((await open('')).headers.get('Location')).toBe('/auth/login');
    const fine = await createUser(database, { username: 'fine', password: 'x' });
    expect((await open(await sessionCookie(fine.id))).headers.get('Location')).toBe('/dashboard');
  });

  it("shows the admin's reason and where to write", async () => {
    const frozen = await createUser(database, { username: 'icy', password: 'x', freeze: true });
    await database.prisma.user.update({ where: { id: frozen.id }, data: { blockedReason: 'Suspicious streams' } });
    expect(await (await open(await sessionCookie(frozen.id))).json()).toEqual({
      kind: 'frozen',
      reason: 'Suspicious streams',
      username: 'icy',
      supportEmail: 'support@slipcase.local',
      impersonating: false,
    });
  });

  it('falls back to the kind of block without a reason, and knows an impersonating admin', async () => {
    const banned = await createUser(database, { username: 'outlaw', password: 'x', banned: true });
    const boss = await createUser(database, { username: 'boss', password: 'x', role: 'admin' });
    const cookie = (await startSession(new Request('http://localhost/'), banned.id, { impersonatorId: boss.id })).split(';')[0]!;
    expect(await (await open(cookie)).json()).toMatchObject({ kind: 'banned', reason: null, impersonating: true });
  });
});
