import { describe, expect, it } from 'vitest';
import { balanceCents } from './balance-cents';

describe('balanceCents', () => {
  it('shows each balance toward zero and what is owed away from it, every figure from its own field', () => {
    expect(
      balanceCents({ availableMicros: 1_239_999n, pendingMicros: 250_001n, paidMicros: 9_990_000n, owedMicros: -10_001n, lifetimeMicros: 11_470_000n }),
    ).toEqual({ royaltiesCents: 1147, heldCents: 25, paidCents: 999, availableCents: 123, owedCents: 2 });
  });

  it('owes nothing when nothing is owed, and a whole cent owed stays one cent', () => {
    const zero = { availableMicros: 0n, pendingMicros: 0n, paidMicros: 0n, lifetimeMicros: 0n };
    expect(balanceCents({ ...zero, owedMicros: 0n }).owedCents).toBe(0);
    expect(balanceCents({ ...zero, owedMicros: -10_000n }).owedCents).toBe(1);
  });
});
