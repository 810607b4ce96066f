import { describe, expect, it } from 'vitest';
import { blockChange, isBlocked } from './account-blocks';

const open = { freeze: false, banned: false };

describe('blockChange', () => {
  it('blocks with the reason given', () => {
    expect(blockChange(open, 'freeze', 'chargebacks')).toEqual({ freeze: true, blockedReason: 'chargebacks' });
    expect(blockChange(open, 'ban', null)).toEqual({ banned: true, blockedReason: null });
  });

  it('clears the reason when the last block goes, and keeps it while the other stands', () => {
    expect(blockChange({ freeze: true, banned: false }, 'unfreeze', null)).toEqual({ freeze: false, blockedReason: null });
    expect(blockChange({ freeze: true, banned: true }, 'unfreeze', null)).toEqual({ freeze: false });
    expect(blockChange({ freeze: true, banned: true }, 'unban', null)).toEqual({ banned: false });
    expect(blockChange({ freeze: false, banned: true }, 'unban', null)).toEqual({ banned: false, blockedReason: null });
  });
});

describe('isBlocked', () => {
  it('blocks a frozen account, a banned one and one both frozen and banned', () => {
    expect(isBlocked(open)).toBe(false);
    expect(isBlocked({ freeze: true, banned: false })).toBe(true);
    expect(isBlocked({ freeze: false, banned: true })).toBe(true);
    expect(isBlocked({ freeze: true, banned: true })).toBe(true);
  });
});
