import { describe, expect, it } from 'vitest';
import { choosePlatforms } from './platforms';

const available = [
  { id: 'spotify', tier: 'free' as const },
  { id: 'tidal', tier: 'premium' as const },
  { id: 'deezer', tier: 'free' as const },
];

describe('choosePlatforms', () => {
  it('drops the premium-only stores a free user picked, and says which', () => {
    expect(choosePlatforms({ plan: 'free', selected: ['tidal', 'spotify'], available })).toEqual({ kept: ['spotify'], dropped: ['tidal'] });
  });

  it('keeps every picked store for PRO and Advanced', () => {
    for (const plan of ['pro', 'advanced'] as const) {
      expect(choosePlatforms({ plan, selected: ['deezer', 'tidal'], available })).toEqual({ kept: ['tidal', 'deezer'], dropped: [] });
    }
  });

  it('takes every store the plan reaches when none was picked, without a warning', () => {
    expect(choosePlatforms({ plan: 'free', selected: [], available })).toEqual({ kept: ['spotify', 'deezer'], dropped: [] });
    expect(choosePlatforms({ plan: 'pro', selected: [], available }).kept).toEqual(['spotify', 'tidal', 'deezer']);
  });

  it('ignores ids of stores this installation does not have', () => {
    expect(choosePlatforms({ plan: 'pro', selected: ['napster', 'spotify'], available })).toEqual({ kept: ['spotify'], dropped: [] });
  });
});
