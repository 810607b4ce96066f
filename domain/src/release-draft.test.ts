import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTOR_ROLES,
  emptyReleaseDraft,
  emptyTrackDraft,
  INSTRUMENTS,
  isContributorRole,
  isInstrument,
  isReleaseType,
  isTrackVersion,
  RELEASE_AGREEMENTS,
  RELEASE_TYPES,
  TRACK_VERSIONS,
} from './release-draft';

describe('the lists of 001 §3', () => {
  it('hold the specification’s values', () => {
    expect(RELEASE_TYPES).toEqual(['single', 'ep', 'album', 'compilation']);
    expect(TRACK_VERSIONS).toEqual(['original', 'acoustic', 'cover', 'instrumental', 'live', 'remix']);
    expect(CONTRIBUTOR_ROLES).toEqual(['arranger', 'composer', 'lyricist', 'producer', 'writer']);
    expect(INSTRUMENTS).toHaveLength(35);
    expect(new Set(INSTRUMENTS).size).toBe(35);
    expect(RELEASE_AGREEMENTS).toEqual(['rights_owned', 'not_infringing', 'terms']);
  });

  it('tell their members from anything else', () => {
    expect(isReleaseType('ep')).toBe(true);
    expect(isReleaseType('EP')).toBe(false);
    expect(isTrackVersion('remix')).toBe(true);
    expect(isTrackVersion(null)).toBe(false);
    expect(isContributorRole('lyricist')).toBe(true);
    expect(isContributorRole('singer')).toBe(false);
    expect(isInstrument('viola da gamba')).toBe(true);
    expect(isInstrument('kazoo')).toBe(false);
  });
});

describe('empty drafts', () => {
  it('start a standard single with nothing accepted', () => {
    const draft = emptyReleaseDraft();
    expect(draft).toMatchObject({ type: 'single', schedule: 'standard', tracks: [], agreements: [], hasArtwork: false });
    expect(emptyTrackDraft(3)).toMatchObject({ number: 3, title: '', hasAudio: false, contributors: [], performers: [] });
  });
});
