import { describe, expect, it } from 'vitest';
import { deliveryRemedy, isAckOverdue, isEscalation, isStuck } from './delivery-attention';

const now = new Date('2026-11-27T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('delivery attention', () => {
  it('finds a release stuck in a passing status past the setting, not a final one nor a recent one', () => {
    const settings = { stuckStatusHours: 72 };
    expect(isStuck({ status: 'in_process', since: hoursAgo(73), now, settings })).toBe(true);
    expect(isStuck({ status: 'takedown_requested', since: hoursAgo(73), now, settings })).toBe(true);
    expect(isStuck({ status: 'in_process', since: hoursAgo(71), now, settings })).toBe(false);
    expect(isStuck({ status: 'published', since: hoursAgo(500), now, settings })).toBe(false);
    expect(isStuck({ status: 'draft', since: hoursAgo(500), now, settings })).toBe(false);
  });

  it('escalates an acknowledgement that never came and anything unconfirmed, not ordinary steps', () => {
    expect(isEscalation('ack_timeout')).toBe(true);
    expect(isEscalation('takedown_unconfirmed')).toBe(true);
    expect(['built', 'uploaded', 'acknowledged', 'failed', 'rejected'].some(isEscalation)).toBe(false);
  });

  it('counts an acknowledgement overdue only for a store that acknowledges, once delivered and past the setting', () => {
    const base = { status: 'delivered', sentAt: hoursAgo(25), acknowledges: true, now, settings: { ackOverdueHours: 24 } };
    expect(isAckOverdue(base)).toBe(true);
    expect(isAckOverdue({ ...base, acknowledges: false })).toBe(false);
    expect(isAckOverdue({ ...base, status: 'acknowledged' })).toBe(false);
    expect(isAckOverdue({ ...base, sentAt: hoursAgo(23) })).toBe(false);
    expect(isAckOverdue({ ...base, sentAt: null })).toBe(false);
  });

  it('offers a retry to the workflow that waits, a resend once the stores have the release, nothing otherwise', () => {
    expect(deliveryRemedy({ releaseStatus: 'in_process', kind: 'new', failed: true })).toEqual({ action: 'retry', workflow: 'release' });
    expect(deliveryRemedy({ releaseStatus: 'takedown_requested', kind: 'takedown', failed: true })).toEqual({ action: 'retry', workflow: 'takedown' });
    expect(deliveryRemedy({ releaseStatus: 'in_process', kind: 'new', failed: false })).toEqual({ action: null });
    expect(deliveryRemedy({ releaseStatus: 'published', kind: 'new', failed: true })).toEqual({ action: 'resend' });
    expect(deliveryRemedy({ releaseStatus: 'approved', kind: 'new', failed: false })).toEqual({ action: 'resend' });
    expect(deliveryRemedy({ releaseStatus: 'removed', kind: 'takedown', failed: true })).toEqual({ action: null });
    expect(deliveryRemedy({ releaseStatus: 'removed', kind: 'new', failed: false })).toEqual({ action: null });
  });
});
