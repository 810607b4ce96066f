import type { ErrorCode, FieldError } from '@slipcase/domain';
import type { TFunction } from 'i18next';

/**
 * Every error code has a translated message at `errors.<code>`. Listing them here makes the type checker
 * fail when the domain adds a code, and the locale test fails when a message is missing.
 */
export const ERROR_CODES = Object.keys({
  required: true,
  auth_failed: true,
  invalid_credentials: true,
  not_found: true,
  permission_denied: true,
  invalid_transition: true,
  upload_failed: true,
  audio_format_unsupported: true,
  audio_too_large: true,
  audio_too_short: true,
  audio_too_long: true,
  image_format_invalid: true,
  image_too_small: true,
  image_too_large: true,
  image_not_square: true,
  release_incomplete: true,
  server_error: true,
  invalid_choice: true,
  too_long: true,
  premium_required: true,
  invalid_release_date: true,
  standard_notice: true,
  distro_limit: true,
  premium_platforms_dropped: true,
  cover_too_small_for_platforms: true,
  reopening_reason_required: true,
  takedown_too_early: true,
  invalid_amount: true,
  withdrawal_below_minimum: true,
  withdrawal_above_balance: true,
  payout_not_configured: true,
  captcha_invalid: true,
  captcha_load_failed: true,
  invalid_password: true,
  invalid_username: true,
  two_factor_failed: true,
  registration_failed: true,
  duplicated_email: true,
  username_taken: true,
  deactivated_account: true,
  google_auth_failed: true,
  apple_auth_failed: true,
  network_error: true,
  session_expired: true,
  payment_failed: true,
  invalid_input: true,
  invalid_email: true,
  invalid_characters: true,
  too_short: true,
  passwords_mismatch: true,
  password_weak: true,
  code_invalid: true,
  verification_failed: true,
  email_not_verified: true,
  reset_link_invalid: true,
  too_many_attempts: true,
  profile_update_failed: true,
  payment_management_unavailable: true,
  subscription_cancel_failed: true,
  payout_setup_failed: true,
  cover_upload_failed: true,
  artist_has_active_releases: true,
  title_required: true,
  artist_required: true,
  artwork_required: true,
  primary_genre_required: true,
  language_required: true,
  release_date_required: true,
  platform_required: true,
  track_required: true,
  audio_required: true,
  release_without_artist: true,
  agreement_required: true,
  banned_words: true,
  invalid_song_title: true,
  featured_is_main_artist: true,
  track_limit: true,
  too_few_tracks: true,
  invalid_upc: true,
  upc_taken: true,
  invalid_isrc: true,
  duplicate_isrc: true,
  performer_required: true,
  invalid_instrument: true,
  contributor_required: true,
  invalid_contributor_name: true,
  invalid_contributor_role: true,
  invalid_share: true,
  contributor_shares_total: true,
  invalid_track_version: true,
  silence_too_long: true,
  follow_artists_required: true,
  invalid_url: true,
  invalid_social_link: true,
  invalid_provider_profile: true,
  provider_profile_choice: true,
  artist_limit: true,
  cannot_follow_own_artist: true,
  artist_load_failed: true,
  follow_failed: true,
  download_failed: true,
  token_limit: true,
  token_invalid: true,
  scope_missing: true,
  rate_limited: true,
} satisfies Record<ErrorCode, true>) as ErrorCode[];

/** Codes the web forms add to the domain's. */
export const FORM_ERROR_CODES = ['invalid_date'] as const;

/**
 * Conform carries errors as strings: a code, or `code {"param":value}` when the message has placeholders.
 */
export function encodeError(error: Pick<FieldError, 'code' | 'params'>): string {
  return error.params && Object.keys(error.params).length > 0 ? `${error.code} ${JSON.stringify(error.params)}` : error.code;
}

export function errorMessage(t: TFunction, encoded: string): string {
  const space = encoded.indexOf(' ');
  if (space === -1) return t(`errors.${encoded}`, { defaultValue: t('errors.server_error') });
  const code = encoded.slice(0, space);
  let params: Record<string, unknown> = {};
  try {
    params = JSON.parse(encoded.slice(space + 1)) as Record<string, unknown>;
  } catch {
    // Not ours: show the code's message without placeholders.
  }
  return t(`errors.${code}`, { ...params, defaultValue: t('errors.server_error') });
}
