import { describe, expect, it } from 'vitest';
import { editableFieldsAfterRelease } from './policy';
import {
  isReleaseUpdatable,
  UPDATABLE_FIELDS,
  changedFields,
  checkReleaseUpdate,
  checkUpdatedValues,
  releaseChanges,
  updateNeedsReview,
  type ReleaseSnapshot,
  type SnapshotTrack,
} from './release-update';
import { liveSnapshot, snapshotTrack } from './testing/release-snapshots';

const track = snapshotTrack();
const live = liveSnapshot({}, track);
const withTrack = (patch: Partial<SnapshotTrack>): ReleaseSnapshot => ({ ...live, tracks: [{ ...track, ...patch }] });
const pro = { status: 'published' as const, editable: UPDATABLE_FIELDS, stores: ['deezer', 'spotify'] };

describe('releaseChanges', () => {
  it('finds nothing in an identical release', () => {
    expect(releaseChanges(live, structuredClone(live))).toEqual([]);
  });

  it('names a credit typo as the track\'s credits, once for contributors and performers both', () => {
    const after = withTrack({
      contributors: [{ name: 'Ana Lina', role: 'composer', sharePercent: 100 }],
      performers: [{ name: 'Ana Lina', instrument: null }],
    });
    expect(releaseChanges(live, after)).toEqual([{ field: 'credits', trackId: 't1' }]);
  });

  it('tells release fields from track fields and a changed track list', () => {
    const after: ReleaseSnapshot = { ...live, title: 'Other', coverSha256: 'd'.repeat(64), secondaryGenre: 'rock', tracks: [track, { ...track, id: 't2', number: 2 }] };
    expect(releaseChanges(live, after)).toEqual([{ field: 'title' }, { field: 'genre' }, { field: 'artwork' }, { field: 'tracks' }]);
  });
});

describe('checkReleaseUpdate', () => {
  it('accepts what stores take as an update of a live release', () => {
    const changes = releaseChanges(live, { ...withTrack({ explicit: true, lyrics: 'la la' }), label: 'Mine', coverSha256: 'e'.repeat(64) });
    expect(checkReleaseUpdate(changes, pro)).toEqual([]);
    expect(changedFields(changes)).toEqual(['artwork', 'lyrics', 'explicit', 'label']);
  });

  it('refuses a new title as needing a new release', () => {
    expect(checkReleaseUpdate(releaseChanges(live, { ...live, title: 'New' }), pro)).toEqual([
      { code: 'update_needs_new_release', field: 'title', params: { field: 'title' } },
    ]);
  });

  it('refuses a changed ISRC or audio as breaking track linking', () => {
    const changes = releaseChanges(live, withTrack({ isrc: 'QZABC2600002', audioSha256: 'b'.repeat(64) }));
    expect(checkReleaseUpdate(changes, pro)).toEqual([
      { code: 'update_breaks_track_linking', field: 'tracks.t1.isrc' },
      { code: 'update_breaks_track_linking', field: 'tracks.t1.audio' },
    ]);
  });

  it('moves the release date only while the release is not live yet', () => {
    const changes = releaseChanges(live, { ...live, releaseDate: '2026-12-08' });
    expect(checkReleaseUpdate(changes, { ...pro, status: 'approved' })).toEqual([]);
    expect(checkReleaseUpdate(changes, pro)).toEqual([{ code: 'update_release_date_live', field: 'releaseDate' }]);
  });

  it('refuses a release the stores do not have, and an update that changes nothing', () => {
    expect(checkReleaseUpdate([{ field: 'label' }], { ...pro, status: 'in_review' })).toEqual([{ code: 'update_not_live', field: 'status' }]);
    expect(checkReleaseUpdate([], pro)).toEqual([{ code: 'update_no_changes', field: 'release' }]);
  });

  it('updates the stores a takedown does not remove yet: those it does not name, or every store until its day', () => {
    const requested = { ...pro, status: 'takedown_requested' as const };
    expect(checkReleaseUpdate([{ field: 'label' }], requested)).toEqual([]);
    // The release is live in them: its date no longer moves.
    expect(checkReleaseUpdate([{ field: 'releaseDate' }], requested)).toEqual([{ code: 'update_release_date_live', field: 'releaseDate' }]);
    expect(checkReleaseUpdate([{ field: 'label' }], { ...requested, stores: [] })).toEqual([{ code: 'update_not_live', field: 'status' }]);
    expect(isReleaseUpdatable('takedown_requested', ['deezer'])).toBe(true);
    expect(isReleaseUpdatable('takedown_requested', [])).toBe(false);
    expect(isReleaseUpdatable('removed', ['deezer'])).toBe(false);
  });

  it('keeps credits, lyrics and genre for PRO: the free plan edits artwork, explicit flags, label and date', () => {
    const free = { status: 'approved' as const, editable: editableFieldsAfterRelease('free'), stores: ['spotify'] };
    const credits = releaseChanges(live, withTrack({ performers: [{ name: 'Ana Lina', instrument: null }] }));
    expect(checkReleaseUpdate(credits, free)).toEqual([{ code: 'premium_required', field: 'tracks.t1.credits' }]);
    expect(checkReleaseUpdate(releaseChanges(live, { ...live, primaryGenre: 'rock' }), free)).toEqual([{ code: 'premium_required', field: 'genre' }]);
    const allowed = releaseChanges(live, { ...withTrack({ explicit: true }), label: 'L', releaseDate: '2026-12-09', coverSha256: 'f'.repeat(64) });
    expect(checkReleaseUpdate(allowed, free)).toEqual([]);
    expect(checkReleaseUpdate(credits, { ...free, editable: editableFieldsAfterRelease('pro') })).toEqual([]);
  });
});

describe('updateNeedsReview', () => {
  it('reviews artwork, label, credits and lyrics, not an explicit flag, a genre or a date', () => {
    expect(updateNeedsReview([{ field: 'credits', trackId: 't1' }])).toBe(true);
    expect(updateNeedsReview([{ field: 'artwork' }])).toBe(true);
    expect(updateNeedsReview([{ field: 'explicit', trackId: 't1' }, { field: 'genre' }, { field: 'releaseDate' }])).toBe(false);
  });
});

describe('checkUpdatedValues', () => {
  it('checks new credits as the wizard does', () => {
    const after = withTrack({ contributors: [{ name: 'Ana', role: 'composer', sharePercent: 90 }], performers: [] });
    const codes = checkUpdatedValues(after, releaseChanges(live, after)).map((e) => `${e.code}@${e.field}`);
    expect(codes).toEqual([
      'invalid_contributor_name@tracks.t1.contributors.0.name',
      'contributor_shares_total@tracks.t1.contributors',
      'performer_required@tracks.t1.performers',
    ]);
  });

  it('refuses a genre that is not one of the list', () => {
    const after = { ...live, primaryGenre: 'polka' };
    expect(checkUpdatedValues(after, releaseChanges(live, after))).toEqual([{ code: 'invalid_choice', field: 'primaryGenre' }]);
  });
});
