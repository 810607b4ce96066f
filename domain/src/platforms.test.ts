import { describe, expect, it } from 'vitest';
import { choosePlatforms, planReachesStore } from './platforms';

const available = [
  { id: 'spotify', tier: 'free' as const },
  { id: 'tidal', tier: 'premium' as const },
  { id: 'deezer', tier: 'free' as const, minCoverPx: 1400 },
];

describe('choosePlatforms', () => {
  it('drops the premium-only stores a free user picked, and says which', () => {
    expect(choosePlatforms({ plan: 'free', selected: ['tidal', 'spotify'], available })).toEqual({ kept: ['spotify'], dropped: ['tidal'], coverTooSmall: [] });
  });

  it('keeps every picked store for PRO and Advanced', () => {
    for (const plan of ['pro', 'advanced'] as const) {
      expect(choosePlatforms({ plan, selected: ['deezer', 'tidal'], available })).toEqual({ kept: ['tidal', 'deezer'], dropped: [], coverTooSmall: [] });
    }
  });

  it('takes every store the plan reaches when none was picked, without a warning', () => {
    expect(choosePlatforms({ plan: 'free', selected: [], available })).toEqual({ kept: ['spotify', 'deezer'], dropped: [], coverTooSmall: [] });
    expect(choosePlatforms({ plan: 'pro', selected: [], available }).kept).toEqual(['spotify', 'tidal', 'deezer']);
  });

  it('ignores ids of stores this installation does not have', () => {
    expect(choosePlatforms({ plan: 'pro', selected: ['napster', 'spotify'], available })).toEqual({ kept: ['spotify'], dropped: [], coverTooSmall: [] });
  });

  it('leaves out the stores that take a bigger cover than the release has, since a cover is never upscaled', () => {
    expect(choosePlatforms({ plan: 'pro', selected: [], available, coverPx: 1399 })).toEqual({
      kept: ['spotify', 'tidal'],
      dropped: [],
      coverTooSmall: ['deezer'],
    });
    expect(choosePlatforms({ plan: 'pro', selected: [], available, coverPx: 1400 }).coverTooSmall).toEqual([]);
  });

  it('reports a premium store a free user picked as out of the plan, not as a cover problem', () => {
    const bigCoverOnly = [{ id: 'tidal', tier: 'premium' as const, minCoverPx: 3000 }];
    expect(choosePlatforms({ plan: 'free', selected: ['tidal'], available: bigCoverOnly, coverPx: 1500 })).toEqual({
      kept: [],
      dropped: ['tidal'],
      coverTooSmall: [],
    });
  });
});

describe('planReachesStore', () => {
  it('lets every plan reach a free store and only PRO and Advanced a premium one', () => {
    expect(planReachesStore('free', { tier: 'free' })).toBe(true);
    expect(planReachesStore('free', { tier: 'premium' })).toBe(false);
    expect(planReachesStore('pro', { tier: 'premium' })).toBe(true);
    expect(planReachesStore('advanced', { tier: 'premium' })).toBe(true);
  });
});
