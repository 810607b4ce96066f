import { isBlocked } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { NOT_BLOCKED } from './not-blocked';
import { notBlockedSql } from './not-blocked-sql';

const ACCOUNTS = [
  { freeze: false, banned: false },
  { freeze: true, banned: false },
  { freeze: false, banned: true },
  { freeze: true, banned: true },
];

describe('NOT_BLOCKED', () => {
  it('keeps exactly the accounts the domain does not call blocked', () => {
    const kept = (account: (typeof ACCOUNTS)[number]) =>
      Object.entries(NOT_BLOCKED).every(([field, value]) => account[field as keyof typeof account] === value);
    for (const account of ACCOUNTS) expect(kept(account)).toBe(!isBlocked(account));
  });

  it('says the same in SQL on the aliased users table', () => {
    expect(notBlockedSql('u').sql).toBe('u.freeze = false AND u.banned = false');
  });
});
