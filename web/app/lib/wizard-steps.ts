import type { ReopeningReasonCode, WizardStep } from '@slipcase/domain';

// The steps themselves are the domain's (release-check.ts): the same for the web, the API and the CLI.
export { isWizardStep, WIZARD_STEPS, type WizardStep } from '@slipcase/domain';

/**
 * The step where the artist changes what a reopening reason asks for: the audio and its credits are on the
 * tracks step, the cover on the artwork step, the date on the distribution step, names, title and proofs on basic info.
 */
const STEP_OF_REASON: Record<ReopeningReasonCode, WizardStep> = {
  already_processed: 'basic-info',
  already_published: 'basic-info',
  audio_error: 'tracks',
  artist_data_confirmation: 'basic-info',
  copyright_cover_licence: 'tracks',
  copyright_remix_licence: 'tracks',
  copyright_song_use_licence: 'tracks',
  volume_level: 'tracks',
  holiday_religious_public_domain: 'tracks',
  invalid_artist_name: 'basic-info',
  invalid_cover_art: 'artwork',
  invalid_featured_or_primary_artist: 'basic-info',
  invalid_release_date: 'distribution',
  poor_recording_quality: 'tracks',
  release_data_confirmation: 'basic-info',
  silence_mid_track: 'tracks',
  track_duration: 'tracks',
};

export function stepForReason(code: ReopeningReasonCode): WizardStep {
  return STEP_OF_REASON[code];
}

export const editStepPath = (releaseId: string, step: WizardStep) => `/distributions/${releaseId}/edit/${step}`;

/** Where a new release starts: the draft is made once basic info passes. */
export const NEW_RELEASE_FIRST_STEP = '/distributions/new/basic-info';
