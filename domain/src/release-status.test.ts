import { describe, expect, it } from 'vitest';
import {
  RELEASE_STATUSES,
  TRANSITIONS,
  allowedTransitions,
  canTransition,
  offeredActions,
  isEditable,
  isReleaseStatus,
  statusLabelKey,
  toReleaseStatus,
  type ReleaseStatus,
} from './release-status';

const actions = (from: ReleaseStatus, actor: 'artist' | 'operator' | 'system') =>
  allowedTransitions(from, actor).map((transition) => `${transition.action}:${transition.to}`);

describe('release status machine', () => {
  it('lets the artist submit a draft, the system put it in review and the operator approve it', () => {
    expect(canTransition('draft', 'submitted', 'artist')).toBe(true);
    expect(canTransition('submitted', 'in_review', 'system')).toBe(true);
    expect(canTransition('in_review', 'in_process', 'operator')).toBe(true);
    expect(canTransition('in_process', 'published', 'system')).toBe(true);
  });

  it('refuses the wrong actor and skipped steps', () => {
    expect(canTransition('in_review', 'in_process', 'artist')).toBe(false);
    expect(canTransition('draft', 'in_review', 'artist')).toBe(false);
    expect(canTransition('draft', 'published', 'system')).toBe(false);
    expect(canTransition('removed', 'published', 'operator')).toBe(false);
    expect(canTransition('in_review', 'rejected', 'system')).toBe(false);
    expect(canTransition('rejected', 'in_review', 'artist')).toBe(false);
    expect(canTransition('published', 'removed', 'artist')).toBe(false);
    expect(canTransition('approved', 'takedown_requested', 'artist')).toBe(false);
  });

  it('lets an operator reject with reasons, the artist reopen and the system review it again', () => {
    expect(allowedTransitions('in_review', 'operator')).toEqual([
      { from: 'in_review', to: 'in_process', actor: 'operator', action: 'approve' },
      { from: 'in_review', to: 'rejected', actor: 'operator', action: 'reject', requires: 'reopening_reasons' },
    ]);
    expect(actions('rejected', 'artist')).toEqual(['reopen:reopened']);
    expect(actions('reopened', 'system')).toEqual(['start_review:in_review']);
  });

  it('lets a takedown be requested with a reason, cancelled back to published, or completed by the system', () => {
    expect(allowedTransitions('published', 'artist')).toEqual([
      { from: 'published', to: 'takedown_requested', actor: 'artist', action: 'request_takedown', requires: 'takedown_reason' },
    ]);
    expect(actions('takedown_requested', 'artist')).toEqual(['cancel_takedown:published']);
    expect(actions('takedown_requested', 'system')).toEqual(['complete_takedown:removed', 'complete_partial_takedown:published']);
  });

  it('lets the system expire a rejected release that was not reopened, and nothing leave removed, expired or unknown', () => {
    expect(canTransition('rejected', 'expired', 'system')).toBe(true);
    expect(canTransition('rejected', 'expired', 'artist')).toBe(false);
    const final = RELEASE_STATUSES.filter((status) => TRANSITIONS.every((transition) => transition.from !== status));
    expect(final).toEqual(['removed', 'expired', 'unknown']);
  });

  it('reaches every status but unknown from a draft', () => {
    const reached = new Set<ReleaseStatus>(['draft']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { from, to } of TRANSITIONS) {
        if (reached.has(from) && !reached.has(to)) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect(RELEASE_STATUSES.filter((status) => !reached.has(status))).toEqual(['unknown']);
  });

  it('labels approved and processing alike', () => {
    expect(statusLabelKey('approved')).toBe('status.approved');
    expect(statusLabelKey('in_process')).toBe('status.approved');
    expect(statusLabelKey('in_review')).toBe('status.in_review');
  });

  it('knows all twelve statuses and which ones can be edited', () => {
    expect(RELEASE_STATUSES).toHaveLength(12);
    expect(isReleaseStatus('takedown_requested')).toBe(true);
    expect(isReleaseStatus('live')).toBe(false);
    expect(RELEASE_STATUSES.filter(isEditable)).toEqual(['draft', 'rejected']);
  });

  it('reads an unrecognised status as unknown', () => {
    expect(toReleaseStatus('published')).toBe('published');
    expect(toReleaseStatus('live')).toBe('unknown');
  });
});

describe('offered actions', () => {
  it('are the owner’s artist transitions and staff’s operator transitions from the status', () => {
    expect(offeredActions('draft', { isOwner: true, isStaff: false })).toEqual(['submit']);
    expect(offeredActions('draft', { isOwner: false, isStaff: true })).toEqual([]);
    expect(offeredActions('in_review', { isOwner: true, isStaff: true })).toEqual(['approve', 'reject']);
    expect(offeredActions('rejected', { isOwner: true, isStaff: false })).toEqual(['reopen']);
    expect(offeredActions('published', { isOwner: true, isStaff: false })).toEqual(['request_takedown']);
    expect(offeredActions('takedown_requested', { isOwner: true, isStaff: false })).toEqual(['cancel_takedown']);
    expect(offeredActions('published', { isOwner: false, isStaff: true })).toEqual([]);
  });
});
