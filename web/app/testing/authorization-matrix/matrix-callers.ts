import type { TestDatabase } from '@slipcase/db/testing';
import { startSession } from '../../server/session.server';
import { createUser, sessionCookie } from '../database';

/** Who calls: each kind of account the matrix answers for. `other` is a second free account, owning nothing. */
export const KINDS = ['visitor', 'free', 'pro', 'advanced', 'operator', 'admin', 'impersonating', 'blocked', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** What a call came to, as far as access goes: everything that is not a refusal of the caller is `ok`. */
export type Outcome = 'ok' | 'login' | 'blocked' | 'forbidden' | 'hidden' | 'unauthorized';

/**
 * The accounts, each with its session cookie. The PRO account owns the release the matrix calls about; the admin
 * impersonating it acts as that owner.
 */
export async function createCallers(database: TestDatabase) {
  const make = (username: string, fields: Parameters<typeof createUser>[1] extends infer F ? Partial<F> : never) =>
    createUser(database, { username, password: 'pw-123456!', ...fields });
  const users = {
    free: await make('m-free', { plan: 'free' }),
    pro: await make('m-pro', { plan: 'pro' }),
    advanced: await make('m-advanced', { plan: 'advanced' }),
    operator: await make('m-operator', { role: 'operator' }),
    admin: await make('m-admin', { role: 'admin' }),
    impersonator: await make('m-impersonator', { role: 'admin' }),
    blocked: await make('m-blocked', { plan: 'pro', banned: true }),
    other: await make('m-other', { plan: 'free' }),
  };
  return { users, cookies: () => sessionsOf(users) };
}

type Users = Record<'free' | 'pro' | 'advanced' | 'operator' | 'admin' | 'impersonator' | 'blocked' | 'other', { id: string }>;

/** Fresh sessions for every kind: a call may end the one it came with (a logout, a sign-in, an impersonation). */
async function sessionsOf(users: Users): Promise<Record<Kind, string | null>> {
  const impersonating = await startSession(new Request('http://localhost/admin/impersonate'), users.pro.id, { impersonatorId: users.impersonator.id });
  return {
    visitor: null,
    free: await sessionCookie(users.free.id),
    pro: await sessionCookie(users.pro.id),
    advanced: await sessionCookie(users.advanced.id),
    operator: await sessionCookie(users.operator.id),
    admin: await sessionCookie(users.admin.id),
    impersonating: impersonating.split(';')[0] ?? '',
    blocked: await sessionCookie(users.blocked.id),
    other: await sessionCookie(users.other.id),
  };
}

/** The outcome of an answer (or of what a loader threw). */
export async function outcomeOf(result: unknown): Promise<Outcome> {
  const value = await Promise.resolve(result).catch((error: unknown) => error);
  if (!(value instanceof Response)) {
    if (value instanceof Error) throw value;
    return 'ok';
  }
  const location = value.headers.get('Location') ?? '';
  if (value.status >= 300 && value.status < 400 && location.startsWith('/auth/login')) return 'login';
  if (value.status >= 300 && value.status < 400 && location.startsWith('/account/blocked')) return 'blocked';
  if (value.status === 401) return 'unauthorized';
  if (value.status === 403) return 'forbidden';
  if (value.status === 404) return 'hidden';
  return 'ok';
}
