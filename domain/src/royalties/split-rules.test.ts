import { describe, expect, it } from 'vitest';
import { checkSplit } from './split-rules';

const codes = (draft: Parameters<typeof checkSplit>[0]) => checkSplit(draft).map((error) => `${error.field}:${error.code}`);
const owner = 'owner@example.com';

describe('checkSplit', () => {
  it('accepts shares that total 100 % with two decimals', () => {
    expect(codes({ ownerEmail: owner, ownerPercent: 33.34, payees: [{ email: 'a@example.com', percent: 33.33 }, { email: 'b@example.com', percent: 33.33 }] })).toEqual([]);
  });

  it('names the total when the shares do not add up to 100', () => {
    expect(checkSplit({ ownerEmail: owner, ownerPercent: 50, payees: [{ email: 'a@example.com', percent: 49.99 }] })).toEqual([
      { code: 'split_total', field: 'payees', params: { total: '99.99' } },
    ]);
  });

  it('refuses the owner as a payee (in any case), a payee twice, a bad e-mail and a bad share', () => {
    expect(
      codes({
        ownerEmail: owner,
        ownerPercent: 10,
        payees: [
          { email: ' Owner@Example.com ', percent: 30 },
          { email: 'a@example.com', percent: 30 },
          { email: 'A@example.com', percent: 30 },
          { email: 'not-an-email', percent: 101 },
        ],
      }),
    ).toEqual(['payees.0.email:split_payee_is_owner', 'payees.2.email:split_payee_duplicate', 'payees.3.email:invalid_email', 'payees.3.percent:invalid_share']);
  });

  it('wants a recoup amount to be positive and to go to a payee of the split', () => {
    const base = { ownerEmail: owner, ownerPercent: 50, payees: [{ email: 'a@example.com', percent: 50 }] };
    expect(codes({ ...base, recoupEmail: 'a@example.com', recoupAmount: '250.50' })).toEqual([]);
    expect(codes({ ...base, recoupEmail: 'b@example.com', recoupAmount: '-1' })).toEqual(['recoupAmount:invalid_amount', 'recoupEmail:split_recoup_payee']);
    expect(codes({ ...base, recoupEmail: owner, recoupAmount: '10' })).toEqual(['recoupEmail:split_recoup_payee']);
  });
});
