import { RELEASE_STATUSES } from '@slipcase/domain';
import type { TimelineEntry } from '@slipcase/services';
import { describe, expect, it } from 'vitest';
import { resources, SUPPORTED_LANGUAGES } from '../i18n';
import { decorateTimeline, timelineEventKey } from './timeline';

function entry(type: string, fromStatus: TimelineEntry['fromStatus'] = null): TimelineEntry {
  return { type, fromStatus, toStatus: null, actorRole: 'system', actorName: null, reason: null, via: null, createdAt: '2031-05-01T00:00:00Z' };
}

describe('timeline', () => {
  it('names the lifecycle events, and a move back to published from a takedown a cancellation', () => {
    expect(timelineEventKey(entry('review_overdue'))).toBe('review_overdue');
    expect(timelineEventKey(entry('takedown_cancelled'))).toBe('takedown_cancelled');
    expect(timelineEventKey(entry('published', 'takedown_requested'))).toBe('takedown_cancelled');
    expect(timelineEventKey(entry('published', 'in_process'))).toBe('published');
    expect(timelineEventKey(entry('something_new'))).toBeNull();
  });

  it("names a move into every status of the domain's list but draft and unknown, each in all four languages", () => {
    const named = RELEASE_STATUSES.filter((status) => timelineEventKey(entry(status)) === status);
    expect(named).toEqual(RELEASE_STATUSES.filter((status) => status !== 'draft' && status !== 'unknown'));
    for (const language of SUPPORTED_LANGUAGES) {
      const events = (resources[language].common as { timeline: { events: Record<string, string> } }).timeline.events;
      expect(named.filter((status) => !events[status]), language).toEqual([]);
    }
  });

  it('gives the n-th rejection and takedown request to the n-th event of its kind', () => {
    const items = decorateTimeline(
      [entry('in_review'), entry('rejected'), entry('reopened'), entry('rejected'), entry('takedown_requested')],
      [
        { reasonCodes: ['audio_error'], note: null },
        { reasonCodes: ['invalid_cover_art', 'track_duration'], note: 'Still blurry' },
      ],
      [{ reason: 'other', otherText: 'Label deal' }],
    );
    expect(items.map((item) => item.rejection?.reasonCodes ?? null)).toEqual([
      null,
      ['audio_error'],
      null,
      ['invalid_cover_art', 'track_duration'],
      null,
    ]);
    expect(items[3]?.rejection?.note).toBe('Still blurry');
    expect(items[4]?.takedown).toEqual({ reason: 'other', otherText: 'Label deal' });
  });

  it('leaves an event without its record as it is', () => {
    const [item] = decorateTimeline([entry('rejected')], [], []);
    expect(item).not.toHaveProperty('rejection');
  });
});
