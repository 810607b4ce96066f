import { describe, expect, it } from 'vitest';
import type { FieldError } from '@slipcase/domain';
import { standingTrackProblems } from './step-data.server';

describe('the tracks step’s standing problems', () => {
  it('leave out what a new track is still to be given (its title, a contributor), keep what is wrong with what it has', () => {
    const errors: FieldError[] = [
      { code: 'title_required', field: 'tracks.0.title' },
      { code: 'contributor_required', field: 'tracks.0.contributors' },
      { code: 'invalid_song_title', field: 'tracks.1.title' },
      { code: 'contributor_shares_total', field: 'tracks.0.contributors' },
    ];
    expect(standingTrackProblems(errors, 0)).toEqual([{ code: 'contributor_shares_total', field: 'contributors' }]);
    expect(standingTrackProblems(errors, 1)).toEqual([{ code: 'invalid_song_title', field: 'title' }]);
  });
});
