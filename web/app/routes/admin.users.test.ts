import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockActionData } from '../components/block-account-dialog';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { action, loader } from './admin.users';

let database: TestDatabase;
let admin: string;
let artistId: string;
let operatorId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  const boss = await createUser(database, { username: 'boss', password: 'x', role: 'admin' });
  admin = await sessionCookie(boss.id);
  artistId = (await createUser(database, { username: 'melody', password: 'x', plan: 'pro' })).id;
  operatorId = (await createUser(database, { username: 'reviewer', password: 'x', role: 'operator' })).id;
  await createUser(database, { username: 'rhythm', password: 'x' });
});
afterAll(async () => {
  await database?.drop();
});

async function answer(run: () => Promise<Response>): Promise<Response> {
  return run().catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

function list(search: string, cookie = admin) {
  const request = new Request(`http://localhost/admin/users?q=${encodeURIComponent(search)}`, { headers: { Cookie: cookie } });
  return answer(async () => (await loader({ request, params: {}, context: {} })) as Response);
}

function submit(fields: Record<string, string>, cookie = admin) {
  const request = new Request('http://localhost/admin/users', { method: 'POST', headers: { Cookie: cookie }, body: new URLSearchParams(fields) });
  return answer(() => action({ request, params: {}, context: {} }));
}

const account = (id: string) => database.prisma.user.findUniqueOrThrow({ where: { id }, select: { freeze: true, banned: true, blockedReason: true } });

describe('/admin/users', () => {
  it('is for admins only', async () => {
    expect((await list('', await sessionCookie(artistId))).status).toBe(403);
    expect((await list('', await sessionCookie(operatorId))).status).toBe(403);
  });

  it('finds accounts by name, username or e-mail, in any case, and says which may be acted on', async () => {
    const body = (await (await list('MELODY')).json()) as { users: Array<{ username: string; plan: string; manageable: boolean }> };
    expect(body.users).toEqual([expect.objectContaining({ username: 'melody', plan: 'pro', manageable: true })]);
    const byEmail = (await (await list('reviewer@example')).json()) as { users: Array<{ username: string; manageable: boolean }> };
    expect(byEmail.users).toEqual([expect.objectContaining({ username: 'reviewer', manageable: false })]);
    const all = (await (await list('')).json()) as { users: unknown[]; more: boolean };
    expect(all.users).toHaveLength(4);
    expect(all.more).toBe(false);
  });

  it('freezes with a reason, and unfreezing lifts it', async () => {
    const frozen = await submit({ intent: 'freeze', userId: artistId, reason: 'Unpaid chargebacks' });
    expect(((await frozen.json()) as BlockActionData).done).toEqual({ intent: 'freeze', username: 'melody' });
    expect(await account(artistId)).toEqual({ freeze: true, banned: false, blockedReason: 'Unpaid chargebacks' });
    await submit({ intent: 'unfreeze', userId: artistId });
    expect(await account(artistId)).toEqual({ freeze: false, banned: false, blockedReason: null });
  });

  it('keeps the reason while one of two blocks stands', async () => {
    await submit({ intent: 'freeze', userId: artistId, reason: 'Investigating' });
    await submit({ intent: 'ban', userId: artistId, reason: 'Fraud confirmed' });
    await submit({ intent: 'unfreeze', userId: artistId });
    expect(await account(artistId)).toEqual({ freeze: false, banned: true, blockedReason: 'Fraud confirmed' });
    await submit({ intent: 'unban', userId: artistId });
    expect(await account(artistId)).toEqual({ freeze: false, banned: false, blockedReason: null });
  });

  it('asks for the reason', async () => {
    const response = await submit({ intent: 'ban', userId: artistId, reason: '  ' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as BlockActionData).result.error).toMatchObject({ reason: ['required'] });
    expect(await account(artistId)).toMatchObject({ banned: false });
  });

  it('never blocks staff, and is refused to non-admins', async () => {
    const staff = await submit({ intent: 'freeze', userId: operatorId, reason: 'No' });
    expect(staff.status).toBe(403);
    expect(((await staff.json()) as BlockActionData).result.error).toMatchObject({ '': ['permission_denied'] });
    expect(await account(operatorId)).toMatchObject({ freeze: false });
    expect((await submit({ intent: 'freeze', userId: artistId, reason: 'x' }, await sessionCookie(operatorId))).status).toBe(403);
  });
});
