import { describe, expect, it } from 'vitest';
import { acknowledges, acknowledgingStores } from './acknowledges';

const store = (id: string, acknowledgements: boolean) => ({ id, capabilities: { acknowledgements, takedowns: true, updates: true } });

describe('acknowledges', () => {
  it("is the store's declared capability", () => {
    expect(acknowledges(store('spotify', true))).toBe(true);
    expect(acknowledges(store('tiktok', false))).toBe(false);
  });

  it('names the stores that acknowledge, in their order', () => {
    expect(acknowledgingStores([store('tidal', true), store('tiktok', false), store('deezer', true)])).toEqual(['tidal', 'deezer']);
  });
});
