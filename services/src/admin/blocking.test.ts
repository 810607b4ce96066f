import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createAccount } from '../testing/accounts';
import { blockedReason, changeBlock, findImpersonator, type ActingAdmin } from './blocking';

let db: TestDatabase;
let admin: ActingAdmin;
beforeAll(async () => {
  db = await createTestDatabase();
  const row = await createAccount(db.prisma, { username: 'block-admin', role: 'admin' });
  admin = { id: row.id, username: row.username, role: 'admin' };
});
afterAll(() => db.drop());

const flags = async (id: string) => db.prisma.user.findUniqueOrThrow({ where: { id }, select: { freeze: true, banned: true, blockedReason: true } });

describe('changeBlock', () => {
  it('freezes and bans with the admin\'s reason, keeps it while one block stands, and logs who did what', async () => {
    const user = await createAccount(db.prisma, { username: 'blocked-user' });
    const logged = vi.spyOn(console, 'info').mockImplementation(() => {});
    const deps = { prisma: db.prisma };

    expect(await changeBlock(deps, { admin, targetId: user.id, intent: 'freeze', reason: 'Chargebacks' })).toEqual({ ok: true, username: 'blocked-user' });
    expect(await flags(user.id)).toEqual({ freeze: true, banned: false, blockedReason: 'Chargebacks' });
    expect(logged).toHaveBeenCalledWith(`[admin] block-admin (${admin.id}): freeze blocked-user (${user.id})`);
    await changeBlock(deps, { admin, targetId: user.id, intent: 'ban', reason: 'Stolen catalogue' });
    await changeBlock(deps, { admin, targetId: user.id, intent: 'unfreeze' });
    expect(await flags(user.id)).toEqual({ freeze: false, banned: true, blockedReason: 'Stolen catalogue' });
    expect(await blockedReason(deps, user.id)).toBe('Stolen catalogue');
    await changeBlock(deps, { admin, targetId: user.id, intent: 'unban' });
    expect(await flags(user.id)).toEqual({ freeze: false, banned: false, blockedReason: null });
    expect(await blockedReason(deps, user.id)).toBeNull();
    logged.mockRestore();
  });

  it('leaves staff accounts alone, and changes nothing for an admin it refuses', async () => {
    const operator = await createAccount(db.prisma, { username: 'blocked-operator', role: 'operator' });
    expect(await changeBlock({ prisma: db.prisma }, { admin, targetId: operator.id, intent: 'ban', reason: 'no' }))
      .toEqual({ ok: false, refusal: { code: 'permission_denied' } });
    expect(await flags(operator.id)).toEqual({ freeze: false, banned: false, blockedReason: null });
    const user = await createAccount(db.prisma, { username: 'blocked-by-operator' });
    expect(await changeBlock({ prisma: db.prisma }, { admin: { ...admin, role: 'operator' }, targetId: user.id, intent: 'freeze' }))
      .toEqual({ ok: false, refusal: { code: 'permission_denied' } });
    expect((await flags(user.id)).freeze).toBe(false);
  });
});

describe('findImpersonator', () => {
  it('finds the admin an impersonation stands for, and no one once that account is gone', async () => {
    expect(await findImpersonator({ prisma: db.prisma }, admin.id)).toEqual({ id: admin.id, role: 'admin', username: 'block-admin' });
    expect(await findImpersonator({ prisma: db.prisma }, 'deleted-admin')).toBeNull();
  });
});
