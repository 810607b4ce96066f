import { describe, expect, it } from 'vitest';
import { royaltyLineStatus } from './line-status';

const none = { paidMicros: 0n, pendingMicros: 0n };

describe('royaltyLineStatus', () => {
  it('calls a posted statement’s money available while no withdrawal holds it', () => {
    expect(royaltyLineStatus(1n, none)).toBe('available');
    expect(royaltyLineStatus(50_000_000n, none)).toBe('available');
  });

  it('calls pending only what a requested, unpaid withdrawal holds, oldest credits first', () => {
    const withdrawn = { paidMicros: 0n, pendingMicros: 21_600_000n };
    expect(royaltyLineStatus(21_600_000n, withdrawn)).toBe('pending');
    expect(royaltyLineStatus(21_600_001n, withdrawn)).toBe('available');
    expect(royaltyLineStatus(43_200_000n, withdrawn)).toBe('available');
  });

  it('calls paid what paid withdrawals cover, then pending what the requested ones hold after it', () => {
    const withdrawn = { paidMicros: 10_000_000n, pendingMicros: 5_000_000n };
    expect(royaltyLineStatus(10_000_000n, withdrawn)).toBe('paid');
    expect(royaltyLineStatus(10_000_001n, withdrawn)).toBe('pending');
    expect(royaltyLineStatus(15_000_000n, withdrawn)).toBe('pending');
    expect(royaltyLineStatus(15_000_001n, withdrawn)).toBe('available');
  });

  it('calls a line paid only once all of it is, and available while any of it is', () => {
    // A line of 10 after 5 already credited ends at 15: with 12 paid, 3 of it is still available.
    expect(royaltyLineStatus(15n, { paidMicros: 12n, pendingMicros: 0n })).toBe('available');
    expect(royaltyLineStatus(15n, { paidMicros: 12n, pendingMicros: 3n })).toBe('pending');
  });

  it('gives a line whose money a later refund took back the state of what is left', () => {
    // +10 then −3: 7 kept through both; a paid withdrawal of 7 paid all of it, so neither line is available.
    expect(royaltyLineStatus(7n, { paidMicros: 7n, pendingMicros: 0n })).toBe('paid');
  });

  it('never calls paid what no withdrawal paid: a line a refund took all of back was taken back (issue 27)', () => {
    expect(royaltyLineStatus(0n, none)).toBe('taken_back');
    expect(royaltyLineStatus(-49_996_700_000_000n, none)).toBe('taken_back');
    expect(royaltyLineStatus(-5n, { paidMicros: 0n, pendingMicros: 10n })).toBe('taken_back');
    expect(royaltyLineStatus(0n, { paidMicros: 7n, pendingMicros: 0n })).toBe('taken_back');
  });
});
