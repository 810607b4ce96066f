import { describe, expect, it } from 'vitest';
import { checkWithdrawal, formatMoney, heldPayoutRefusal, withdrawalAvailableAt, withdrawalBlocker } from './withdrawal';

describe('withdrawal wait', () => {
  const requestedAt = new Date('2026-01-31T15:45:00Z');

  it('pays PRO and Advanced 30 days after the request, free users 90 days after', () => {
    expect(withdrawalAvailableAt({ plan: 'pro', requestedAt }).toISOString()).toBe('2026-03-02T15:45:00.000Z');
    expect(withdrawalAvailableAt({ plan: 'advanced', requestedAt }).toISOString()).toBe('2026-03-02T15:45:00.000Z');
    expect(withdrawalAvailableAt({ plan: 'free', requestedAt }).toISOString()).toBe('2026-05-01T15:45:00.000Z');
  });

  it('counts a leap day', () => {
    expect(withdrawalAvailableAt({ plan: 'pro', requestedAt: new Date('2028-02-15T00:00:00Z') }).toISOString()).toBe(
      '2028-03-16T00:00:00.000Z',
    );
  });
});

describe('withdrawal amount', () => {
  const limits = { availableBalanceCents: 5000, minimumCents: 1000 };

  it('accepts the minimum and the whole balance', () => {
    expect(checkWithdrawal({ ...limits, amountCents: 1000 })).toEqual([]);
    expect(checkWithdrawal({ ...limits, amountCents: 5000 })).toEqual([]);
  });

  it('refuses a cent below the minimum or above the balance, naming the limit', () => {
    expect(checkWithdrawal({ ...limits, amountCents: 999 })).toEqual([
      { code: 'withdrawal_below_minimum', field: 'amount', params: { min: '10.00 USD' } },
    ]);
    expect(checkWithdrawal({ ...limits, amountCents: 5001 })).toEqual([
      { code: 'withdrawal_above_balance', field: 'amount', params: { balance: '50.00 USD' } },
    ]);
  });

  it('refuses any amount while something is owed from a refund, naming what is owed (decision 033)', () => {
    expect(checkWithdrawal({ ...limits, availableBalanceCents: 0, owedCents: 60_00, amountCents: 1000 })).toEqual([
      { code: 'withdrawal_while_owed', field: 'amount', params: { owed: '60.00 USD' } },
    ]);
    expect(checkWithdrawal({ ...limits, owedCents: 0, amountCents: 1000 })).toEqual([]);
  });

  it('refuses an amount that is not a positive number of cents', () => {
    for (const amountCents of [0, -500, 1234.5, Number.NaN]) {
      expect(checkWithdrawal({ ...limits, amountCents })).toEqual([{ code: 'invalid_amount', field: 'amount' }]);
    }
  });

  it('formats amounts with their currency', () => {
    expect(formatMoney(123456)).toBe('1234.56 USD');
    expect(formatMoney(5, 'EUR')).toBe('0.05 EUR');
  });
});

describe('withdrawalBlocker', () => {
  it('lets a balance at the minimum or above be withdrawn, and says why nothing can be otherwise', () => {
    expect(withdrawalBlocker({ availableBalanceCents: 10_00, minimumCents: 10_00 })).toBeNull();
    expect(withdrawalBlocker({ availableBalanceCents: 9_99, minimumCents: 10_00 })).toMatchObject({ code: 'withdrawal_below_minimum', params: { min: '10.00 USD' } });
    expect(withdrawalBlocker({ availableBalanceCents: 0, minimumCents: 10_00 })).toMatchObject({ code: 'withdrawal_below_minimum' });
    expect(withdrawalBlocker({ availableBalanceCents: -5_00, minimumCents: 10_00 })).toMatchObject({ code: 'withdrawal_below_minimum' });
    expect(withdrawalBlocker({ availableBalanceCents: 500_00, minimumCents: 10_00, owedCents: 1 })).toMatchObject({ code: 'withdrawal_while_owed' });
  });
});

describe('a withdrawal held before a refund', () => {
  it('is paid when nothing is owed, and not while a cent is', () => {
    expect(heldPayoutRefusal({ owedCents: 0 })).toBeNull();
    expect(heldPayoutRefusal({ owedCents: 1 })).toEqual({ code: 'withdrawal_while_owed', field: 'amount', params: { owed: '0.01 USD' } });
  });
});
