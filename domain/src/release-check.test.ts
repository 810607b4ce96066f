import { describe, expect, it } from 'vitest';
import type { PlatformTier } from './platforms';
import {
  checkReleaseForSubmission,
  checkWizardStep,
  isStepRequired,
  isWizardStep,
  stepIndicator,
  WIZARD_STEPS,
  wizardStepOfField,
  wizardSteps,
  type ReleaseCheckContext,
} from './release-check';
import { emptyReleaseDraft, emptyTrackDraft, type ReleaseDraft, type TrackDraft } from './release-draft';
import { DEFAULT_SETTINGS } from './settings';

const track: TrackDraft = {
  ...emptyTrackDraft(1),
  title: 'First Light',
  hasAudio: true,
  durationMs: 200_000,
  language: 'en',
  performers: [{ name: 'Ana Lima', instrument: 'vocals' }],
  contributors: [
    { name: 'Ana Lima', role: 'writer', sharePercent: 66.67 },
    { name: 'Bea Costa', role: 'producer', sharePercent: 33.33 },
  ],
};

const draft: ReleaseDraft = {
  ...emptyReleaseDraft(),
  title: 'First Light',
  artistId: 'a1',
  primaryGenre: 'pop',
  language: 'en',
  releaseDate: '2026-04-01',
  hasArtwork: true,
  platforms: ['spotify', 'deezer'],
  agreements: ['rights_owned', 'not_infringing', 'terms'],
  tracks: [track],
};

const context: ReleaseCheckContext = {
  plan: 'free',
  now: new Date('2026-03-01T10:00:00Z'),
  artistName: 'Ana Lima',
  settings: DEFAULT_SETTINGS,
  followedProArtists: 5,
};

const stores: PlatformTier[] = [
  { id: 'spotify', tier: 'free' },
  { id: 'deezer', tier: 'free' },
  { id: 'tidal', tier: 'premium' },
];

const fields = (result: { errors: { field: string; code: string }[] }) => result.errors.map((error) => `${error.field} ${error.code}`);

describe('a release checked for submission', () => {
  it('passes a complete free single', () => {
    expect(checkReleaseForSubmission(draft, context)).toEqual({ errors: [], warnings: [] });
  });

  it('passes a complete PRO album with entered codes and a fast schedule', () => {
    const album: ReleaseDraft = {
      ...draft,
      type: 'album',
      schedule: 'express',
      releaseDate: '2026-03-05',
      upc: '036000291452',
      presaveEnabled: true,
      presaveDate: '2026-03-02',
      tracks: [
        { ...track, isrc: 'US-ABC-12-34567' },
        { ...track, number: 2, title: 'Intro', durationMs: 25_000, isrc: 'US-ABC-12-34568' },
      ],
    };
    expect(checkReleaseForSubmission(album, { ...context, plan: 'pro', followedProArtists: 0 })).toEqual({ errors: [], warnings: [] });
  });

  it('reports every problem in step order, agreements and monthly limit last', () => {
    const result = checkReleaseForSubmission(
      { ...emptyReleaseDraft(), title: 'Free Download', schedule: 'express', agreements: ['terms'] },
      { ...context, artistName: null, followedProArtists: 2, releasesThisMonth: 2 },
    );
    expect(fields(result)).toEqual([
      'title banned_words',
      'artistId artist_required',
      'primaryGenre primary_genre_required',
      'language language_required',
      'artwork artwork_required',
      'tracks track_required',
      'platforms platform_required',
      'releaseDate release_date_required',
      'followedArtists follow_artists_required',
      'agreements.rights_owned agreement_required',
      'agreements.not_infringing agreement_required',
      'release distro_limit',
    ]);
  });

  it('applies the free plan’s limits: singles of one track, no entered codes, no pre-save', () => {
    const result = checkReleaseForSubmission(
      {
        ...draft,
        type: 'ep',
        upc: '036000291452',
        presaveEnabled: true,
        presaveDate: '2026-03-20',
        tracks: [track, { ...track, number: 2, title: 'Second Light', isrc: 'US-ABC-12-34567' }],
      },
      context,
    );
    expect(fields(result)).toEqual([
      'type premium_required',
      'upc premium_required',
      'tracks track_limit',
      'tracks.1.isrc premium_required',
      'presaveEnabled premium_required',
    ]);
  });

  it('refuses a release whose artist is not the account’s, and that artist as featured', () => {
    expect(fields(checkReleaseForSubmission(draft, { ...context, artistName: null }))).toEqual(['artistId release_without_artist']);
    const featuring = { ...draft, featuredArtists: ['ana lima'], tracks: [{ ...track, featuredArtists: ['Bea Costa', 'AnaLima'] }] };
    expect(fields(checkReleaseForSubmission(featuring, context))).toEqual([
      'featuredArtists.0 featured_is_main_artist',
      'tracks.0.featuredArtists.1 featured_is_main_artist',
    ]);
  });

  it('warns about premium-only stores a free plan picked, and refuses a choice of nothing else', () => {
    const withTidal = checkReleaseForSubmission({ ...draft, platforms: ['spotify', 'tidal'] }, { ...context, stores });
    expect(withTidal.errors).toEqual([]);
    expect(withTidal.warnings).toEqual([{ code: 'premium_platforms_dropped', field: 'platforms', params: { stores: 'tidal' } }]);
    const onlyTidal = checkReleaseForSubmission({ ...draft, platforms: ['tidal'] }, { ...context, stores });
    expect(fields(onlyTidal)).toEqual(['platforms platform_required']);
    expect(checkReleaseForSubmission({ ...draft, platforms: ['tidal'] }, { ...context, plan: 'pro', stores })).toEqual({ errors: [], warnings: [] });
  });

  it('refuses an unknown schedule and an impossible date', () => {
    expect(fields(checkReleaseForSubmission({ ...draft, schedule: 'tomorrow', releaseDate: '2026-02-30' }, context))).toEqual([
      'schedule invalid_choice',
      'releaseDate invalid_release_date',
    ]);
  });
});

describe('the wizard’s steps', () => {
  it('are the seven of 001 §2, on every plan', () => {
    expect(WIZARD_STEPS).toEqual(['basic-info', 'artwork', 'tracks', 'platforms', 'distribution', 'follow-artists', 'review']);
    expect(wizardSteps('free')).toEqual([...WIZARD_STEPS]);
    expect(wizardSteps('pro')).toEqual([...WIZARD_STEPS]);
    expect(isWizardStep('follow-artists')).toBe(true);
    expect(isWizardStep('payment')).toBe(false);
  });

  it('give the values of ‘Step {current} of {total}’', () => {
    expect(stepIndicator('basic-info', 'free')).toEqual({ current: 1, total: 7 });
    expect(stepIndicator('follow-artists', 'free')).toEqual({ current: 6, total: 7 });
    expect(stepIndicator('review', 'pro')).toEqual({ current: 7, total: 7 });
  });

  it('make the follow step optional for PRO and Advanced only', () => {
    expect(isStepRequired('follow-artists', 'free')).toBe(true);
    expect(isStepRequired('follow-artists', 'pro')).toBe(false);
    expect(isStepRequired('follow-artists', 'advanced')).toBe(false);
    expect(isStepRequired('tracks', 'pro')).toBe(true);
  });

  it('link every field to the step that holds it', () => {
    expect(wizardStepOfField('title')).toBe('basic-info');
    expect(wizardStepOfField('featuredArtists.0')).toBe('basic-info');
    expect(wizardStepOfField('artwork')).toBe('artwork');
    expect(wizardStepOfField('tracks.0.contributors.1.sharePercent')).toBe('tracks');
    expect(wizardStepOfField('platforms')).toBe('platforms');
    expect(wizardStepOfField('releaseDate')).toBe('distribution');
    expect(wizardStepOfField('followedArtists')).toBe('follow-artists');
    expect(wizardStepOfField('agreements.terms')).toBe('review');
  });
});

describe('one wizard step checked', () => {
  const empty = emptyReleaseDraft();

  it('reports only that step’s problems', () => {
    expect(fields(checkWizardStep('basic-info', { ...empty, title: 'First Light', artistId: 'a1', primaryGenre: 'pop', language: 'en' }, context))).toEqual([]);
    expect(fields(checkWizardStep('artwork', empty, context))).toEqual(['artwork artwork_required']);
    expect(fields(checkWizardStep('tracks', { ...empty, tracks: [{ ...track, contributors: [] }] }, context))).toEqual([
      'tracks.0.contributors contributor_required',
    ]);
    expect(fields(checkWizardStep('platforms', empty, context))).toEqual(['platforms platform_required']);
    expect(fields(checkWizardStep('distribution', { ...empty, releaseDate: '2026-03-10' }, context))).toEqual(['releaseDate standard_notice']);
  });

  it('requires following PRO artists on the free plan only', () => {
    expect(fields(checkWizardStep('follow-artists', empty, { ...context, followedProArtists: 4 }))).toEqual(['followedArtists follow_artists_required']);
    expect(fields(checkWizardStep('follow-artists', empty, { ...context, followedProArtists: 5 }))).toEqual([]);
    expect(fields(checkWizardStep('follow-artists', empty, { ...context, plan: 'pro', followedProArtists: 0 }))).toEqual([]);
  });

  it('checks everything on review, agreements included', () => {
    expect(checkWizardStep('review', draft, context)).toEqual({ errors: [], warnings: [] });
    expect(fields(checkWizardStep('review', { ...draft, agreements: [] }, context))).toEqual([
      'agreements.rights_owned agreement_required',
      'agreements.not_infringing agreement_required',
      'agreements.terms agreement_required',
    ]);
  });
});
