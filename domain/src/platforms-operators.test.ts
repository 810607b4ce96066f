import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings';
import { checkWizardStep, type ReleaseCheckContext } from './release-check';
import { emptyReleaseDraft } from './release-draft';
import { checkStoresOpen, choosePlatforms, storesOpenTo, type PlatformTier } from './platforms';

const STORES: PlatformTier[] = [
  { id: 'local-folder', name: 'Local folder', tier: 'free', operatorsOnly: true },
  { id: 'spotify', name: 'Spotify', tier: 'free' },
  { id: 'tidal', name: 'TIDAL', tier: 'premium' },
];
const ids = (stores: readonly PlatformTier[]) => stores.map((store) => store.id);

describe("the operators' sandbox stores", () => {
  it('are open to staff only, unless the installation has nothing else', () => {
    expect(ids(storesOpenTo(false, STORES))).toEqual(['spotify', 'tidal']);
    expect(ids(storesOpenTo(true, STORES))).toEqual(['local-folder', 'spotify', 'tidal']);
    expect(ids(storesOpenTo(false, [STORES[0]!]))).toEqual(['local-folder']);
  });

  it('are never among an artist’s default stores, nor kept when picked', () => {
    expect(choosePlatforms({ plan: 'pro', selected: [], available: STORES }).kept).toEqual(['spotify', 'tidal']);
    expect(choosePlatforms({ plan: 'pro', selected: ['local-folder', 'spotify'], available: STORES }).kept).toEqual(['spotify']);
    expect(choosePlatforms({ plan: 'pro', selected: ['local-folder'], available: STORES, staff: true }).kept).toEqual(['local-folder']);
  });

  it('are refused by name when an artist picks one (store_operators_only)', () => {
    expect(checkStoresOpen(false, ['spotify', 'local-folder'], STORES)).toEqual([
      { code: 'store_operators_only', field: 'platforms', params: { store: 'Local folder' } },
    ]);
    expect(checkStoresOpen(true, ['local-folder'], STORES)).toEqual([]);
    expect(checkStoresOpen(false, ['spotify'], STORES)).toEqual([]);
  });

  it('stop the platforms step of an artist, not of an operator', () => {
    const draft = { ...emptyReleaseDraft(), platforms: ['local-folder', 'spotify'] };
    const context: ReleaseCheckContext = { plan: 'pro', now: new Date('2026-11-27T12:00:00Z'), artistName: 'A', settings: DEFAULT_SETTINGS, followedProArtists: 0, stores: STORES };
    expect(checkWizardStep('platforms', draft, context).errors).toEqual([{ code: 'store_operators_only', field: 'platforms', params: { store: 'Local folder' } }]);
    expect(checkWizardStep('platforms', draft, { ...context, staff: true }).errors).toEqual([]);
  });
});
