import { describe, expect, it } from 'vitest';
import { storesRefusingCover, updateRecipients } from './update-recipients';

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

describe('storesRefusingCover', () => {
  const stores = [
    { id: 'spotify', name: 'Spotify', minCoverPx: 1400 },
    { id: 'tiktok', name: 'TikTok', minCoverPx: 1600 },
    { id: 'apple', name: 'Apple Music', minCoverPx: 3000 },
  ];

  it('names the stores having the release that take no cover that small, with the size they all take', () => {
    expect(storesRefusingCover(1500, ['spotify', 'tiktok', 'apple'], stores)).toEqual({ names: ['TikTok', 'Apple Music'], minPx: 3000 });
    expect(storesRefusingCover(1500, ['spotify', 'tiktok'], stores)).toEqual({ names: ['TikTok'], minPx: 1600 });
  });

  it('is null when every store that has the release takes it', () => {
    expect(storesRefusingCover(1600, ['spotify', 'tiktok'], stores)).toBeNull();
    expect(storesRefusingCover(1500, ['spotify', 'unknown'], stores)).toBeNull();
  });
});
