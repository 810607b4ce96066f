import { describe, expect, it } from 'vitest';
import { RELEASE_STATUSES, canTransition, isEditable, isReleaseStatus, statusLabelKey } from './release-status';

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
  });

  it('lets a takedown request be cancelled back to published', () => {
    expect(canTransition('published', 'takedown_requested', 'artist')).toBe(true);
    expect(canTransition('takedown_requested', 'published', 'artist')).toBe(true);
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
});
