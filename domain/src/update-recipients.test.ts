import { describe, expect, it } from 'vitest';
import { updateRecipients } from './update-recipients';

describe('updateRecipients', () => {
  it('leaves out the stores that take no updates, saying why, and keeps the order of the others', () => {
    const takes: Record<string, boolean> = { spotify: true, tiktok: false, deezer: true };
    expect(updateRecipients(['deezer', 'tiktok', 'spotify', 'gone'], (id) => takes[id])).toEqual({
      deliver: ['deezer', 'spotify', 'gone'],
      skipped: [{ storeId: 'tiktok', reason: 'updates_not_supported' }],
    });
  });

  it('sends to nobody when no store takes updates', () => {
    expect(updateRecipients(['a', 'b'], () => false)).toEqual({
      deliver: [],
      skipped: [
        { storeId: 'a', reason: 'updates_not_supported' },
        { storeId: 'b', reason: 'updates_not_supported' },
      ],
    });
  });
});
