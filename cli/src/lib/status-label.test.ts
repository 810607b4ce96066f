import { describe, expect, it } from 'vitest';
import { RELEASE_STATUSES } from '@slipcase/domain';
import { statusLabel } from './status-label';

describe('statusLabel', () => {
  it('has English text for every status, and reads processing as Approved', () => {
    for (const status of RELEASE_STATUSES) expect(statusLabel(status), status).not.toBe(status);
    expect(statusLabel('in_process')).toBe('Approved');
    expect(statusLabel('approved')).toBe('Approved');
    expect(statusLabel('takedown_requested')).toBe('Takedown requested');
  });
});
