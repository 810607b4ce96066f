import { describe, expect, it } from 'vitest';
import { enabledStoreIds } from './enabled-stores';

describe('SLIPCASE_STORES', () => {
  const found = ['local-folder', 'spotify', 'deezer'];

  it('enables every store found when unset or blank', () => {
    expect(enabledStoreIds(undefined, found)).toEqual(new Set(found));
    expect(enabledStoreIds(' , ', found)).toEqual(new Set(found));
  });

  it('enables only the stores it lists, comma-separated', () => {
    expect(enabledStoreIds(' spotify, deezer ', found)).toEqual(new Set(['spotify', 'deezer']));
  });

  it('names the stores that no plugin provides', () => {
    expect(() => enabledStoreIds('spotify,napster,tidal', found)).toThrow(
      'SLIPCASE_STORES: no store plugin provides "napster", "tidal"; found: local-folder, spotify, deezer',
    );
  });
});
