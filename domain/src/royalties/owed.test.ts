import { describe, expect, it } from 'vitest';
import { owedSettlement } from './owed';

describe('settling what an artist owes', () => {
  it('carries a balance below zero to what is owed', () => {
    expect(owedSettlement(-49_996_700_000_000n, 0n)).toBe(-49_996_700_000_000n);
    expect(owedSettlement(-5n, -10n)).toBe(-5n);
  });

  it('recovers what is owed from earnings, as much as they cover', () => {
    expect(owedSettlement(30n, -100n)).toBe(30n);
    expect(owedSettlement(300n, -100n)).toBe(100n);
  });

  it('moves nothing when nothing is owed or nothing is held', () => {
    expect(owedSettlement(300n, 0n)).toBe(0n);
    expect(owedSettlement(0n, -100n)).toBe(0n);
  });

  it('always leaves the balance at or above zero and what is owed at or below, with nothing available while anything is owed', () => {
    const values = [0n, 1n, 9_999n, 10_000n, 3_300_000_000n, 50_000_000_000_000n];
    for (const balance of [...values, ...values.map((value) => -value)]) {
      for (const owed of values.map((value) => -value)) {
        const moved = owedSettlement(balance, owed);
        const [after, owes] = [balance - moved, owed + moved];
        expect(after >= 0n && owes <= 0n).toBe(true);
        expect(owes === 0n || after === 0n).toBe(true);
        expect(after + owes).toBe(balance + owed);
      }
    }
  });

  it('refuses what is owed above zero', () => {
    expect(() => owedSettlement(0n, 1n)).toThrow(RangeError);
  });
});
