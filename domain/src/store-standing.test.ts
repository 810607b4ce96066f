import { describe, expect, it } from 'vitest';
import { storePresence, storesHavingRelease, storeStandings, storesToUpdate, type StoreDelivery } from './store-standing';

type Step = Omit<StoreDelivery, 'store'>;
const step = (kind: string, status: string, answered = false): Step => ({ kind, status, answered });

const first = {
  pending: step('new', 'pending'),
  sending: step('new', 'delivering'),
  failed: step('new', 'failed'),
  rejected: step('new', 'failed', true),
  delivered: step('new', 'delivered'),
  acknowledged: step('new', 'acknowledged', true),
};
const update = { sending: step('update', 'delivering'), failed: step('update', 'failed'), rejected: step('update', 'failed', true), delivered: step('update', 'delivered') };
const takedown = {
  pending: step('takedown', 'pending'),
  failed: step('takedown', 'failed'),
  delivered: step('takedown', 'delivered'),
  acknowledged: step('takedown', 'acknowledged', true),
};

describe('storeStandings', () => {
  it.each<[string, Step[], { state: string; inStore: boolean; reached: boolean; confirmed: boolean }]>([
    ['first delivery queued', [first.pending], { state: 'sending', inStore: false, reached: false, confirmed: false }],
    ['first delivery under way', [first.sending], { state: 'sending', inStore: false, reached: false, confirmed: false }],
    ['first delivery failed', [first.failed], { state: 'failed', inStore: false, reached: false, confirmed: false }],
    ['first delivery rejected by the store', [first.rejected], { state: 'rejected', inStore: false, reached: false, confirmed: false }],
    ['failed, then retried and delivered', [first.failed, first.delivered], { state: 'received', inStore: true, reached: true, confirmed: false }],
    ['delivered, not acknowledged', [first.delivered], { state: 'received', inStore: true, reached: true, confirmed: false }],
    ['acknowledged', [first.acknowledged], { state: 'confirmed', inStore: true, reached: true, confirmed: true }],
    ['update under way after a good delivery', [first.acknowledged, update.sending], { state: 'updating', inStore: true, reached: true, confirmed: true }],
    ['update failed after a good delivery: still live', [first.acknowledged, update.failed], { state: 'update_failed', inStore: true, reached: true, confirmed: true }],
    ['update rejected after a good delivery: still live', [first.delivered, update.rejected], { state: 'update_failed', inStore: true, reached: true, confirmed: false }],
    ['resend failed after a good delivery: still live', [first.delivered, first.failed], { state: 'update_failed', inStore: true, reached: true, confirmed: false }],
    ['update delivered, not acknowledged', [first.acknowledged, update.delivered], { state: 'received', inStore: true, reached: true, confirmed: false }],
    ['takedown pending: still live', [first.acknowledged, takedown.pending], { state: 'removing', inStore: true, reached: true, confirmed: true }],
    ['takedown failed: still live', [first.delivered, takedown.failed], { state: 'removal_failed', inStore: true, reached: true, confirmed: false }],
    ['takedown delivered: gone', [first.acknowledged, takedown.delivered], { state: 'removed', inStore: false, reached: true, confirmed: false }],
    ['takedown acknowledged: gone', [first.delivered, takedown.failed, takedown.acknowledged], { state: 'removed', inStore: false, reached: true, confirmed: false }],
    ['re-delivery under way after a takedown', [first.delivered, takedown.delivered, first.sending], { state: 'sending', inStore: false, reached: true, confirmed: false }],
    ['re-delivery failed after a takedown', [first.delivered, takedown.delivered, first.failed], { state: 'failed', inStore: false, reached: true, confirmed: false }],
    ['re-delivered after a takedown', [first.delivered, takedown.delivered, first.acknowledged], { state: 'confirmed', inStore: true, reached: true, confirmed: true }],
  ])('%s', (_, history, expected) => {
    expect(storeStandings(history.map((delivery) => ({ store: 'spotify', ...delivery })))).toEqual([{ store: 'spotify', ...expected }]);
  });

  it('answers each store once, in the order the release first went there', () => {
    const standings = storeStandings([
      { store: 'tidal', ...first.delivered },
      { store: 'deezer', ...first.failed },
      { store: 'tidal', ...takedown.pending },
    ]);
    expect(standings.map(({ store, state }) => ({ store, state }))).toEqual([
      { store: 'tidal', state: 'removing' },
      { store: 'deezer', state: 'failed' },
    ]);
  });
});

describe('the answers derived from the standings', () => {
  const deliveries: StoreDelivery[] = [
    { store: 'spotify', ...first.acknowledged },
    { store: 'deezer', ...first.delivered },
    { store: 'tidal', ...first.failed },
    { store: 'apple', ...first.delivered },
    { store: 'amazon', ...first.delivered },
    { store: 'youtube', ...first.delivered },
    { store: 'deezer', ...takedown.failed },
    { store: 'spotify', ...takedown.acknowledged },
    { store: 'apple', ...takedown.pending },
    { store: 'amazon', ...takedown.failed },
    { store: 'amazon', ...takedown.delivered },
    { store: 'youtube', ...update.failed },
  ];

  it('has the stores that hold the release: a pending or failed takedown and a failed update leave it there', () => {
    expect(storesHavingRelease(deliveries)).toEqual(['apple', 'deezer', 'youtube']);
  });

  it('updates only the stores no takedown is removing it from (under way or failed)', () => {
    expect(storesToUpdate(deliveries)).toEqual(['youtube']);
    // A takedown waiting for its day has sent nothing: every store that has the release takes the update.
    expect(storesToUpdate(deliveries.filter((delivery) => delivery.kind !== 'takedown'))).toEqual(['amazon', 'apple', 'deezer', 'spotify', 'youtube']);
  });

  it('tells each store the release reached: live, or taken down (under way, done, failed)', () => {
    expect(storePresence(deliveries)).toEqual([
      { store: 'amazon', state: 'removed' },
      { store: 'apple', state: 'removing' },
      { store: 'deezer', state: 'removal_failed' },
      { store: 'spotify', state: 'removed' },
      { store: 'youtube', state: 'live' },
    ]);
  });

  it('counts a store taken down and not delivered to again as removed, whatever is under way there', () => {
    expect(storePresence([{ store: 'spotify', ...first.delivered }, { store: 'spotify', ...takedown.delivered }, { store: 'spotify', ...first.failed }])).toEqual([
      { store: 'spotify', state: 'removed' },
    ]);
  });
});
