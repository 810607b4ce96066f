import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createAccount } from '../testing/accounts';
import { findManagedAccount } from './managed-account';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe('findManagedAccount', () => {
  it('finds a user\'s account for an admin, and refuses staff accounts, a non-admin and an unknown id', async () => {
    const user = await createAccount(db.prisma, { username: 'managed', freeze: true });
    const operator = await createAccount(db.prisma, { username: 'managed-operator', role: 'operator' });
    const admin = await createAccount(db.prisma, { username: 'managed-admin', role: 'admin' });
    const deps = { prisma: db.prisma };

    expect(await findManagedAccount(deps, { admin: { role: 'admin' }, targetId: user.id }))
      .toEqual({ ok: true, account: { id: user.id, username: 'managed', freeze: true, banned: false } });
    expect(await findManagedAccount(deps, { admin: { role: 'admin' }, targetId: operator.id })).toEqual({ ok: false, refusal: { code: 'permission_denied' } });
    expect(await findManagedAccount(deps, { admin: { role: 'admin' }, targetId: admin.id })).toEqual({ ok: false, refusal: { code: 'permission_denied' } });
    expect(await findManagedAccount(deps, { admin: { role: 'operator' }, targetId: user.id })).toEqual({ ok: false, refusal: { code: 'permission_denied' } });
    expect(await findManagedAccount(deps, { admin: { role: 'admin' }, targetId: 'no-such-user' })).toEqual({ ok: false, refusal: { code: 'not_found' } });
    expect(await findManagedAccount(deps, { admin: { role: 'admin' }, targetId: '' })).toEqual({ ok: false, refusal: { code: 'not_found' } });
  });
});
