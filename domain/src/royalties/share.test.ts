import { describe, expect, it } from 'vitest';
import { shareAmount, type SplitTerms } from './share';

const threeWays: SplitTerms = {
  ownerBps: 3334,
  payees: [
    { key: 'a', bps: 3333, recoups: false },
    { key: 'b', bps: 3333, recoups: true },
  ],
  recoupLeftMicros: 0n,
};

describe('shareAmount', () => {
  it('gives a free plan 85 % rounded toward zero and the platform the rest', () => {
    expect(shareAmount(1_000_001n, 8500, null)).toEqual({ feeMicros: 150_001n, ownerMicros: 850_000n, payees: [], recoupedMicros: 0n });
    expect(shareAmount(-1_000_001n, 8500, null)).toMatchObject({ feeMicros: -150_001n, ownerMicros: -850_000n });
  });

  it('splits the artist share by largest remainder, every micro-unit accounted for', () => {
    const shared = shareAmount(100n, 10_000, threeWays);
    expect(shared.ownerMicros).toBe(34n);
    expect(shared.payees).toEqual([
      { key: 'a', micros: 33n },
      { key: 'b', micros: 33n },
    ]);
    expect(shared.feeMicros).toBe(0n);
  });

  it('pays the recouping payee first, up to what is left to recoup, then shares the rest', () => {
    const shared = shareAmount(1_000n, 10_000, { ...threeWays, recoupLeftMicros: 400n });
    expect(shared.recoupedMicros).toBe(400n);
    expect(shared.payees.find((payee) => payee.key === 'b')!.micros).toBe(400n + 200n);
    expect(shared.ownerMicros + shared.payees.reduce((a, p) => a + p.micros, 0n)).toBe(1_000n);
    expect(shareAmount(300n, 10_000, { ...threeWays, recoupLeftMicros: 400n }).recoupedMicros).toBe(300n);
  });

  it('never recoups out of a refund', () => {
    const shared = shareAmount(-900n, 10_000, { ...threeWays, recoupLeftMicros: 400n });
    expect(shared.recoupedMicros).toBe(0n);
    expect(shared.ownerMicros + shared.payees.reduce((a, p) => a + p.micros, 0n)).toBe(-900n);
  });
});
