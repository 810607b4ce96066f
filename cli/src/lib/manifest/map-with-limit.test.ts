import { describe, expect, it } from 'vitest';
import { mapWithLimit } from './map-with-limit';

const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

describe('mapWithLimit', () => {
  it('runs at most `limit` at once and keeps the order of the items', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithLimit([5, 1, 4, 2, 3, 6, 7], 3, async (item) => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      running--;
      return item * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 60, 70]);
    expect(peak).toBe(3);
  });

  it('starts nothing after a failure and passes it on once the others have settled', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = mapWithLimit([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      settled++;
      if (item === 2) throw new Error('boom');
      return item;
    });
    await expect(run).rejects.toThrow('boom');
    expect(started).toEqual([1, 2, 3]);
    expect(settled).toBe(started.length);
  });

  it('handles no items', async () => {
    expect(await mapWithLimit([], 4, async () => 1)).toEqual([]);
  });
});
