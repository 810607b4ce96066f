import { describe, expect, it } from 'vitest';
import { shownReleaseStatus, storeState } from './store-state';
import { storeStandings, type StoreDelivery } from './store-standing';

/** The artist's state of the one store `history` went to. */
function stateAfter(history: readonly Omit<StoreDelivery, 'store'>[], releaseStatus: Parameters<typeof storeState>[1]) {
  const [standing] = storeStandings(history.map((delivery) => ({ store: 'spotify', ...delivery })));
  if (!standing) throw new Error('no standing');
  return storeState(standing, releaseStatus);
}

const sent = { kind: 'new', status: 'delivered' };
const confirmed = { kind: 'new', status: 'acknowledged', answered: true };

describe('storeState', () => {
  it('is delivering until the batch is out, whatever the release status', () => {
    expect(stateAfter([{ kind: 'new', status: 'pending' }], 'in_process')).toBe('delivering');
    expect(stateAfter([{ kind: 'new', status: 'delivering' }], 'takedown_requested')).toBe('delivering');
  });

  it('waits for the store, or is accepted when it confirmed, until the release is live on its date', () => {
    expect(stateAfter([sent], 'in_process')).toBe('waiting');
    expect(stateAfter([sent], 'approved')).toBe('waiting');
    expect(stateAfter([confirmed], 'approved')).toBe('accepted');
    expect(stateAfter([sent], 'published')).toBe('live');
    expect(stateAfter([confirmed], 'published')).toBe('live');
    // Still live while a takedown waits out its grace period.
    expect(stateAfter([confirmed], 'takedown_requested')).toBe('live');
  });

  it("tells the store's rejection from a failure on our side", () => {
    expect(stateAfter([{ kind: 'new', status: 'failed', answered: true }], 'in_process')).toBe('rejected');
    expect(stateAfter([{ kind: 'new', status: 'failed' }], 'in_process')).toBe('failed');
  });

  it('stays live, or accepted, while a later delivery is under way or after it failed: the store has the version it had', () => {
    expect(stateAfter([confirmed, { kind: 'update', status: 'failed', answered: true }], 'published')).toBe('live');
    expect(stateAfter([confirmed, { kind: 'update', status: 'delivering' }], 'published')).toBe('live');
    expect(stateAfter([confirmed, { kind: 'new', status: 'failed' }], 'approved')).toBe('accepted');
    expect(stateAfter([sent, { kind: 'new', status: 'failed' }], 'approved')).toBe('waiting');
  });

  it('is being removed while a takedown goes out, and says so when the takedown failed', () => {
    expect(stateAfter([confirmed, { kind: 'takedown', status: 'pending' }], 'takedown_requested')).toBe('removing');
    expect(stateAfter([confirmed, { kind: 'takedown', status: 'delivering' }], 'takedown_requested')).toBe('removing');
    expect(stateAfter([confirmed, { kind: 'takedown', status: 'failed', answered: true }], 'takedown_requested')).toBe('removal_failed');
  });

  it('is removed once a takedown went through, and delivering again when the release goes back', () => {
    expect(stateAfter([sent, { kind: 'takedown', status: 'delivered' }], 'removed')).toBe('removed');
    expect(stateAfter([sent, { kind: 'takedown', status: 'acknowledged', answered: true }], 'removed')).toBe('removed');
    expect(stateAfter([sent, { kind: 'takedown', status: 'delivered' }, { kind: 'new', status: 'pending' }], 'in_process')).toBe('delivering');
  });
});

describe('shownReleaseStatus', () => {
  const standings = storeStandings(['deezer', 'spotify', 'tidal'].map((store) => ({ store, ...sent })));

  it('keeps a release published while a takedown leaves it in some store', () => {
    expect(shownReleaseStatus('takedown_requested', standings, ['deezer'])).toBe('published');
  });

  it('says takedown requested when the takedown takes it from every store that has it (or names none: every store)', () => {
    expect(shownReleaseStatus('takedown_requested', standings, ['tidal', 'deezer', 'spotify'])).toBe('takedown_requested');
    expect(shownReleaseStatus('takedown_requested', standings, [])).toBe('takedown_requested');
    const gone = storeStandings([...standings.map(({ store }) => ({ store, ...sent })), { store: 'tidal', kind: 'takedown', status: 'delivered' }]);
    expect(shownReleaseStatus('takedown_requested', gone, ['deezer', 'spotify'])).toBe('takedown_requested');
  });

  it('leaves any other status as it is', () => {
    expect(shownReleaseStatus('published', standings, ['deezer'])).toBe('published');
    expect(shownReleaseStatus('removed', standings, ['deezer'])).toBe('removed');
  });
});
