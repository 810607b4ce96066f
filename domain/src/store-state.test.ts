import { describe, expect, it } from 'vitest';
import { storeState } from './store-state';

describe('storeState', () => {
  const delivery = (status: string, kind = 'new', answered = false) => ({ status, kind, answered });

  it('is delivering until the batch is out, whatever the release status', () => {
    expect(storeState(delivery('pending'), 'in_process')).toBe('delivering');
    expect(storeState(delivery('delivering'), 'takedown_requested')).toBe('delivering');
  });

  it('waits for the store, or is accepted when it confirmed, until the release is live on its date', () => {
    expect(storeState(delivery('delivered'), 'in_process')).toBe('waiting');
    expect(storeState(delivery('delivered'), 'approved')).toBe('waiting');
    expect(storeState(delivery('acknowledged', 'new', true), 'approved')).toBe('accepted');
    expect(storeState(delivery('delivered'), 'published')).toBe('live');
    expect(storeState(delivery('acknowledged', 'new', true), 'published')).toBe('live');
    // Still live while a takedown waits out its grace period.
    expect(storeState(delivery('acknowledged', 'new', true), 'takedown_requested')).toBe('live');
  });

  it("tells the store's rejection from a failure on our side", () => {
    expect(storeState(delivery('failed', 'new', true), 'in_process')).toBe('rejected');
    expect(storeState(delivery('failed'), 'in_process')).toBe('failed');
  });

  it('is being removed while a takedown goes out, and says so when the takedown failed', () => {
    expect(storeState(delivery('pending', 'takedown'), 'takedown_requested')).toBe('removing');
    expect(storeState(delivery('delivering', 'takedown'), 'takedown_requested')).toBe('removing');
    expect(storeState(delivery('failed', 'takedown', true), 'takedown_requested')).toBe('removal_failed');
  });

  it('is removed once a takedown went through', () => {
    expect(storeState(delivery('delivered', 'takedown'), 'removed')).toBe('removed');
    expect(storeState(delivery('acknowledged', 'takedown', true), 'removed')).toBe('removed');
  });
});
