import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountKey,
  lockedUntil,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  recordAttempt,
  throttleWait,
  THROTTLE_WINDOW_MS,
  waitMinutes,
} from './throttle';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const minutes = (n: number) => n * 60_000;

const at = (now: Date) => ({ prisma: database.prisma, now });

async function fail(identifier: string, address: string, times: number, when: Date) {
  for (let i = 0; i < times; i++) await recordAttempt(at(when), { identifier, address, succeeded: false });
}

describe('throttle rules', () => {
  it('names an account by its username whatever was typed, and lower-cases what names nobody', () => {
    expect(accountKey('NOVA@Example.test', { username: 'Nova' })).toBe('nova');
    expect(accountKey('  Ghost ', null)).toBe('ghost');
  });

  it('opens again when the oldest of the counted failures leaves the 15-minute window', () => {
    const failures = [new Date('2026-03-01T10:10:00Z'), new Date('2026-03-01T10:05:00Z'), new Date('2026-03-01T10:01:00Z')];
    expect(lockedUntil(failures, 3)).toEqual(new Date('2026-03-01T10:16:00Z'));
    expect(lockedUntil(failures, 4)).toBeNull();
    expect(waitMinutes(61)).toBe(2);
  });
});

describe('throttleWait', () => {
  it('lets an account try 5 times in 15 minutes, then asks it to wait', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    await fail('acct-a', '10.0.0.1', MAX_FAILURES_PER_ACCOUNT - 1, new Date(now.getTime() - minutes(5)));
    expect(await throttleWait(at(now), { identifier: 'acct-a', address: '10.0.0.9' })).toBeNull();
    await fail('acct-a', '10.0.0.2', 1, new Date(now.getTime() - minutes(1)));
    // From any address: the first counted failure, 5 minutes ago, leaves the window in 10 minutes.
    expect(await throttleWait(at(now), { identifier: 'acct-a', address: '10.0.0.9' })).toBe(10 * 60);
    expect(await throttleWait(at(now), { identifier: 'acct-b', address: '10.0.0.9' })).toBeNull();
  });

  it('forgets failures older than the window, and never counts successes', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    await fail('acct-c', '10.0.1.1', MAX_FAILURES_PER_ACCOUNT, new Date(now.getTime() - THROTTLE_WINDOW_MS - 1000));
    for (let i = 0; i < 10; i++) await recordAttempt(at(now), { identifier: 'acct-c', address: '10.0.1.1', succeeded: true });
    expect(await throttleWait(at(now), { identifier: 'acct-c', address: '10.0.1.1' })).toBeNull();
  });

  it('stops an address after 20 failures in 15 minutes, whatever accounts it tried', async () => {
    const now = new Date('2026-03-01T14:00:00Z');
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS - 1; i++) {
      await recordAttempt(at(new Date(now.getTime() - minutes(2))), { identifier: `spray-${i}`, address: '10.0.2.1', succeeded: false });
    }
    expect(await throttleWait(at(now), { identifier: 'fresh', address: '10.0.2.1' })).toBeNull();
    await recordAttempt(at(new Date(now.getTime() - minutes(1))), { identifier: 'spray-last', address: '10.0.2.1', succeeded: false });
    expect(await throttleWait(at(now), { identifier: 'fresh', address: '10.0.2.1' })).toBe(13 * 60);
    expect(await throttleWait(at(now), { identifier: 'fresh', address: '10.0.2.2' })).toBeNull();
    // An unknown address is nobody's: only the account counts.
    expect(await throttleWait(at(now), { identifier: 'fresh', address: '' })).toBeNull();
  });
});
