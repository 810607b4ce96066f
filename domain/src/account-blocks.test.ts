import { describe, expect, it } from 'vitest';
import { blockChange } from './account-blocks';

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
