import { describe, expect, it } from 'vitest';
import type { DeliveryView } from '@slipcase/services/releases/release-view';
import { storeSummaries } from './store-summaries';

function delivery(fields: Partial<DeliveryView> & Pick<DeliveryView, 'store' | 'status'>): DeliveryView {
  return {
    id: `${fields.store}-${fields.kind ?? 'new'}`,
    kind: 'new',
    batchId: '20310501100000000',
    location: '/srv/deliveries/x',
    error: null,
    acknowledgement: null,
    storeUrl: null,
    sandbox: false,
    startedAt: '2031-05-01T10:00:00.000Z',
    completedAt: null,
    steps: [{ step: 'manifest_written', detail: null, at: '2031-05-01T10:00:04.000Z' }],
    ...fields,
  };
}

const names = { spotify: 'Spotify', deezer: 'Deezer' };
const link = 'https://open.spotify.com/search/upc%3A019999000001';

describe('storeSummaries', () => {
  it('shows each store once, by its latest delivery, with no batch, path or step', () => {
    const summaries = storeSummaries(
      [
        delivery({ store: 'spotify', status: 'acknowledged', acknowledgement: { status: 'SuccessfullyIngestedByReleaseDistributor', detail: null }, storeUrl: link }),
        delivery({ store: 'deezer', status: 'delivered', sandbox: true }),
        delivery({ store: 'spotify', kind: 'takedown', status: 'delivered' }),
      ],
      'removed',
      names,
    );
    expect(summaries).toEqual([
      { store: 'spotify', storeName: 'Spotify', state: 'removed', reason: null, storeUrl: null, sandbox: false },
      { store: 'deezer', storeName: 'Deezer', state: 'waiting', reason: null, storeUrl: null, sandbox: true },
    ]);
    expect(JSON.stringify(summaries)).not.toMatch(/srv|manifest|2031/);
  });

  it('links a store only while the release is live there, and gives a rejection its reason', () => {
    const accepted = delivery({ store: 'spotify', status: 'acknowledged', acknowledgement: { status: 'ok', detail: null }, storeUrl: link });
    expect(storeSummaries([accepted], 'approved', names)[0]).toMatchObject({ state: 'accepted', storeUrl: null });
    expect(storeSummaries([accepted], 'published', names)[0]).toMatchObject({ state: 'live', storeUrl: link });
    const rejected = delivery({ store: 'tidal', status: 'failed', acknowledgement: { status: 'ProcessingErrorAtReleaseDistributor', detail: 'Cover is blurry' } });
    expect(storeSummaries([rejected], 'in_process', names)[0]).toMatchObject({ storeName: 'tidal', state: 'rejected', reason: 'Cover is blurry' });
  });

  it('keeps a store live, with its link, while an update to it is under way or after it failed', () => {
    const live = delivery({ store: 'spotify', status: 'acknowledged', acknowledgement: { status: 'ok', detail: null }, storeUrl: link });
    const refused = delivery({ store: 'spotify', kind: 'update', status: 'failed', acknowledgement: { status: 'ProcessingErrorAtReleaseDistributor', detail: 'Cover is blurry' } });
    expect(storeSummaries([live, refused], 'published', names)).toEqual([
      { store: 'spotify', storeName: 'Spotify', state: 'live', reason: null, storeUrl: link, sandbox: false },
    ]);
    expect(storeSummaries([live, delivery({ store: 'spotify', kind: 'update', status: 'delivering' })], 'published', names)[0]).toMatchObject({ state: 'live', storeUrl: link });
  });
});
