import { describe, expect, it } from 'vitest';
import { emptyTrackDraft, type ContributorDraft, type TrackDraft } from './release-draft';
import {
  autofixPerformers,
  checkAudioRequired,
  checkContributorName,
  checkContributorRequired,
  checkContributorRole,
  checkContributors,
  checkContributorShares,
  checkDuplicateIsrcs,
  checkIsrc,
  checkPerformerRequired,
  checkPerformers,
  checkShare,
  checkSilences,
  checkTrack,
  checkTrackDuration,
  checkTrackVersion,
  isIntroOrOutro,
  mergeSilences,
  shareHundredths,
} from './track-rules';

const at = 'tracks.0';
const contributor = (name: string, sharePercent: number | null, role = 'composer'): ContributorDraft => ({ name, role, sharePercent });

const goodTrack: TrackDraft = {
  ...emptyTrackDraft(1),
  title: 'First Light',
  hasAudio: true,
  durationMs: 200_000,
  language: 'en',
  performers: [{ name: 'Ana Lima', instrument: 'vocals' }],
  contributors: [contributor('Ana Lima', 50, 'writer'), contributor('Bea Costa', 50, 'producer')],
};

describe('track audio', () => {
  it('is required (audio_required)', () => {
    expect(checkAudioRequired(true, at)).toEqual([]);
    expect(checkAudioRequired(false, at)).toEqual([{ code: 'audio_required', field: 'tracks.0.audio' }]);
  });
});

describe('track version', () => {
  it('accepts the listed versions, and none for the original', () => {
    for (const version of [null, '', 'original', 'acoustic', 'cover', 'instrumental', 'live', 'remix']) {
      expect(checkTrackVersion(version, at)).toEqual([]);
    }
  });

  it('refuses any other (invalid_track_version)', () => {
    expect(checkTrackVersion('extended', at)).toEqual([{ code: 'invalid_track_version', field: 'tracks.0.version' }]);
  });
});

describe('performers', () => {
  it('needs at least one with a name (performer_required)', () => {
    expect(checkPerformerRequired([{ name: 'Ana Lima', instrument: null }], at)).toEqual([]);
    expect(checkPerformerRequired([], at)).toEqual([{ code: 'performer_required', field: 'tracks.0.performers' }]);
    expect(checkPerformerRequired([{ name: ' ', instrument: 'piano' }], at)).toEqual([{ code: 'performer_required', field: 'tracks.0.performers' }]);
  });

  it('takes instruments from the list only (invalid_instrument)', () => {
    expect(checkPerformers([{ name: 'Ana Lima', instrument: 'viola da gamba' }, { name: 'Bea', instrument: null }], at)).toEqual([]);
    expect(checkPerformers([{ name: 'Ana Lima', instrument: 'kazoo' }, { name: '', instrument: 'piano' }], at)).toEqual([
      { code: 'invalid_instrument', field: 'tracks.0.performers.0.instrument' },
      { code: 'required', field: 'tracks.0.performers.1.name' },
    ]);
  });
});

describe('the performer autofix', () => {
  it('adds the user as performer when there is none', () => {
    expect(autofixPerformers({ performers: [] }, ' Ana Lima ')).toEqual([{ name: 'Ana Lima', instrument: null }]);
  });

  it('keeps the instrument of a row left without a name', () => {
    expect(autofixPerformers({ performers: [{ name: '', instrument: 'piano' }] }, 'Ana Lima')).toEqual([{ name: 'Ana Lima', instrument: 'piano' }]);
  });

  it('changes nothing when there is a performer, or no user name', () => {
    const performers = [{ name: 'Bea Costa', instrument: 'drums' }];
    expect(autofixPerformers({ performers }, 'Ana Lima')).toEqual(performers);
    expect(autofixPerformers({ performers: [] }, ' ')).toEqual([]);
  });

  it('does not change the track it is given', () => {
    const track = { performers: Object.freeze([]) as readonly [] };
    autofixPerformers(track, 'Ana Lima');
    expect(track.performers).toEqual([]);
  });
});

describe('contributors', () => {
  it('needs at least one (contributor_required)', () => {
    expect(checkContributorRequired([contributor('Ana Lima', 100)], at)).toEqual([]);
    expect(checkContributorRequired([], at)).toEqual([{ code: 'contributor_required', field: 'tracks.0.contributors' }]);
  });

  it('names: longer than 2 characters and two words at least', () => {
    expect(checkContributorName('Ana Lima', 'n')).toEqual([]);
    expect(checkContributorName('Jo Li', 'n')).toEqual([]);
    expect(checkContributorName('Madonna', 'n')).toEqual([{ code: 'invalid_contributor_name', field: 'n' }]);
    expect(checkContributorName('A B', 'n')).toEqual([]);
    expect(checkContributorName(' Al ', 'n')).toEqual([{ code: 'invalid_contributor_name', field: 'n' }]);
    expect(checkContributorName('  ', 'n')).toEqual([{ code: 'required', field: 'n' }]);
  });

  it('roles: arranger, composer, lyricist, producer or writer', () => {
    for (const role of ['arranger', 'composer', 'lyricist', 'producer', 'writer']) expect(checkContributorRole(role, 'r')).toEqual([]);
    expect(checkContributorRole('singer', 'r')).toEqual([{ code: 'invalid_contributor_role', field: 'r' }]);
    expect(checkContributorRole('', 'r')).toEqual([{ code: 'required', field: 'r' }]);
  });

  it('points each problem at its contributor’s field', () => {
    expect(checkContributors([contributor('Ana Lima', 50), contributor('Bea', 50, 'dj')], at)).toEqual([
      { code: 'invalid_contributor_name', field: 'tracks.0.contributors.1.name' },
      { code: 'invalid_contributor_role', field: 'tracks.0.contributors.1.role' },
    ]);
  });
});

describe('contributor shares', () => {
  it('are whole hundredths from 0 to 100', () => {
    expect(shareHundredths(33.33)).toBe(3333);
    expect(shareHundredths(0.1 + 0.2)).toBe(30);
    expect(shareHundredths(33.333)).toBeNull();
    expect(shareHundredths(-1)).toBeNull();
    expect(shareHundredths(100.01)).toBeNull();
    expect(checkShare(12.5, 's')).toEqual([]);
    expect(checkShare(null, 's')).toEqual([{ code: 'required', field: 's' }]);
    expect(checkShare(Number.NaN, 's')).toEqual([{ code: 'invalid_share', field: 's' }]);
  });

  it('total exactly 100, with no floating-point error', () => {
    expect(checkContributorShares([contributor('A a', 33.33), contributor('B b', 33.33), contributor('C c', 33.34)], at)).toEqual([]);
    expect(checkContributorShares([contributor('A a', 0.1), contributor('B b', 0.2), contributor('C c', 99.7)], at)).toEqual([]);
  });

  it('refuses any other total, naming it (contributor_shares_total)', () => {
    expect(checkContributorShares([contributor('A a', 33.33), contributor('B b', 33.33), contributor('C c', 33.33)], at)).toEqual([
      { code: 'contributor_shares_total', field: 'tracks.0.contributors', params: { total: '99.99' } },
    ]);
    expect(checkContributorShares([contributor('A a', 60), contributor('B b', 50.5)], at)[0]?.params).toEqual({ total: '110.5' });
    expect(checkContributorShares([contributor('A a', 50)], at)[0]?.params).toEqual({ total: '50' });
  });

  it('leaves missing and invalid shares to checkShare', () => {
    expect(checkContributorShares([contributor('A a', null), contributor('B b', 20)], at)).toEqual([]);
    expect(checkContributorShares([], at)).toEqual([]);
  });
});

describe('track duration', () => {
  it('accepts 1 to 20 minutes', () => {
    expect(checkTrackDuration({ durationMs: 60_000, title: 'Song' }, at)).toEqual([]);
    expect(checkTrackDuration({ durationMs: 1_200_000, title: 'Song' }, at)).toEqual([]);
  });

  it('refuses shorter or longer tracks', () => {
    expect(checkTrackDuration({ durationMs: 59_999, title: 'Song' }, at)).toEqual([{ code: 'audio_too_short', field: 'tracks.0.audio', params: { min: 1 } }]);
    expect(checkTrackDuration({ durationMs: 1_200_001, title: 'Song' }, at)).toEqual([{ code: 'audio_too_long', field: 'tracks.0.audio', params: { max: 20 } }]);
  });

  it('lets an intro or outro be shorter, never longer', () => {
    expect(checkTrackDuration({ durationMs: 20_000, title: 'Intro' }, at)).toEqual([]);
    expect(checkTrackDuration({ durationMs: 20_000, title: 'Outro (Reprise)' }, at)).toEqual([]);
    expect(checkTrackDuration({ durationMs: 1_300_000, title: 'Outro' }, at)).toHaveLength(1);
    expect(checkTrackDuration({ durationMs: 20_000, title: 'Introduction' }, at)).toHaveLength(1);
  });

  it('knows an intro or outro by the title’s first word', () => {
    expect(isIntroOrOutro('intro')).toBe(true);
    expect(isIntroOrOutro(' OUTRO - Goodbye')).toBe(true);
    expect(isIntroOrOutro('Intro: Dawn')).toBe(true);
    expect(isIntroOrOutro('Introspection')).toBe(false);
    expect(isIntroOrOutro('The Intro')).toBe(false);
  });

  it('has nothing to check before the audio is analysed', () => {
    expect(checkTrackDuration({ durationMs: null, title: 'Song' }, at)).toEqual([]);
  });
});

describe('silence', () => {
  it('accepts up to 10 seconds, wherever it is', () => {
    expect(checkSilences({ silences: [{ startMs: 0, endMs: 10_000 }, { startMs: 90_000, endMs: 95_000 }], durationMs: 200_000 }, at)).toEqual([]);
  });

  it('refuses a silence over 10 seconds, with its length and start', () => {
    expect(checkSilences({ silences: [{ startMs: 83_000, endMs: 95_500 }], durationMs: 200_000 }, at)).toEqual([
      { code: 'silence_too_long', field: 'tracks.0.audio', params: { seconds: 12, at: '1:23', max: 10 } },
    ]);
  });

  it('counts leading and trailing silence too', () => {
    expect(checkSilences({ silences: [{ startMs: 0, endMs: 10_001 }], durationMs: 200_000 }, at)).toHaveLength(1);
    expect(checkSilences({ silences: [{ startMs: 185_000, endMs: 200_000 }], durationMs: 200_000 }, at)[0]?.params).toMatchObject({ at: '3:05' });
  });

  it('joins pieces of one silence and clips it to the track', () => {
    expect(mergeSilences([{ startMs: 16_000, endMs: 30_000 }, { startMs: 10_000, endMs: 16_000 }, { startMs: 190_000, endMs: 250_000 }], 200_000)).toEqual([
      { startMs: 10_000, endMs: 30_000 },
      { startMs: 190_000, endMs: 200_000 },
    ]);
    expect(checkSilences({ silences: [{ startMs: 10_000, endMs: 16_000 }, { startMs: 16_000, endMs: 21_000 }], durationMs: 200_000 }, at)).toHaveLength(1);
    expect(checkSilences({ silences: [{ startMs: 195_000, endMs: 260_000 }], durationMs: 200_000 }, at)).toEqual([]);
  });
});

describe('entered ISRC', () => {
  it('is assigned when blank, on every plan', () => {
    expect(checkIsrc(null, 'free', at)).toEqual([]);
    expect(checkIsrc('', 'pro', at)).toEqual([]);
  });

  it('accepts a PRO user’s ISRC with or without hyphens', () => {
    expect(checkIsrc('US-ABC-12-34567', 'pro', at)).toEqual([]);
    expect(checkIsrc('usabc1234567', 'advanced', at)).toEqual([]);
  });

  it('refuses a malformed ISRC (invalid_isrc), and any ISRC on the free plan', () => {
    expect(checkIsrc('US-ABC-12-3456', 'pro', at)).toEqual([{ code: 'invalid_isrc', field: 'tracks.0.isrc' }]);
    expect(checkIsrc('US-ABC-12-34567', 'free', at)).toEqual([{ code: 'premium_required', field: 'tracks.0.isrc' }]);
  });

  it('refuses an ISRC in the platform’s own range (isrc_reserved): only assignment hands those out', () => {
    expect(checkIsrc('QZ-SLC-26-00001', 'pro', at, 'QZSLC')).toEqual([{ code: 'isrc_reserved', field: 'tracks.0.isrc', params: { prefix: 'QZSLC' } }]);
    expect(checkIsrc('US-ABC-12-34567', 'pro', at, 'QZSLC')).toEqual([]);
  });

  it('refuses one ISRC on two tracks (duplicate_isrc)', () => {
    expect(checkDuplicateIsrcs([{ isrc: 'US-ABC-12-34567' }, { isrc: 'US-ABC-12-34568' }, { isrc: null }, { isrc: null }])).toEqual([]);
    expect(checkDuplicateIsrcs([{ isrc: 'US-ABC-12-34567' }, { isrc: 'usabc1234567' }])).toEqual([{ code: 'duplicate_isrc', field: 'tracks.1.isrc' }]);
  });
});

describe('a whole track', () => {
  const context = { plan: 'pro' as const, artistName: 'Ana Lima' };

  it('passes when every rule does', () => {
    expect(checkTrack(goodTrack, 0, context)).toEqual([]);
  });

  it('reports each problem on its field', () => {
    const track: TrackDraft = {
      ...emptyTrackDraft(2),
      title: 'Track 2',
      durationMs: 30_000,
      silences: [{ startMs: 5_000, endMs: 20_000 }],
      featuredArtists: ['ANA LIMA', 'Cy Dias'],
      artistName: 'Cy Dias',
    };
    expect(checkTrack(track, 1, context).map((error) => `${error.field} ${error.code}`)).toEqual([
      'tracks.1.title invalid_song_title',
      'tracks.1.audio audio_required',
      'tracks.1.audio audio_too_short',
      'tracks.1.audio silence_too_long',
      'tracks.1.language language_required',
      'tracks.1.featuredArtists.0 featured_is_main_artist',
      'tracks.1.featuredArtists.1 featured_is_main_artist',
      'tracks.1.performers performer_required',
      'tracks.1.contributors contributor_required',
    ]);
  });

  it('takes the release’s language when the track has none', () => {
    expect(checkTrack({ ...goodTrack, language: null }, 0, { ...context, releaseLanguage: 'es' })).toEqual([]);
    expect(checkTrack({ ...goodTrack, language: ' ' }, 0, { ...context, releaseLanguage: null })).toEqual([
      { code: 'language_required', field: 'tracks.0.language' },
    ]);
  });

  it('refuses banned words in a song title', () => {
    expect(checkTrack({ ...goodTrack, title: 'Dawn (Official Audio)' }, 0, context)).toEqual([
      { code: 'banned_words', field: 'tracks.0.title', params: { word: 'Official Audio' } },
    ]);
  });
});
