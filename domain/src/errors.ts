/**
 * Errors carry a stable code (mapped to a translated message by the web and CLI), the field they concern,
 * and values for the message's placeholders.
 */
export type ErrorCode =
  | 'required'
  | 'auth_failed'
  | 'invalid_credentials'
  | 'not_found'
  | 'permission_denied'
  | 'invalid_transition'
  | 'upload_failed'
  | 'audio_format_unsupported'
  | 'audio_too_large'
  | 'audio_too_short'
  | 'audio_too_long'
  | 'image_format_invalid'
  | 'image_too_small'
  | 'image_too_large'
  | 'image_not_square'
  | 'release_incomplete'
  | 'invalid_choice'
  | 'too_long'
  | 'premium_required'
  | 'invalid_release_date'
  | 'standard_notice'
  | 'distro_limit'
  | 'premium_platforms_dropped'
  | 'cover_too_small_for_platforms'
  | 'reopening_reason_required'
  | 'takedown_too_early'
  | 'invalid_amount'
  | 'withdrawal_below_minimum'
  | 'withdrawal_above_balance'
  | 'payout_not_configured'
  | 'captcha_invalid'
  | 'captcha_load_failed'
  | 'invalid_password'
  | 'invalid_username'
  | 'two_factor_failed'
  | 'registration_failed'
  | 'duplicated_email'
  | 'username_taken'
  | 'deactivated_account'
  | 'google_auth_failed'
  | 'apple_auth_failed'
  | 'network_error'
  | 'session_expired'
  | 'payment_failed'
  | 'invalid_input'
  | 'invalid_email'
  | 'invalid_characters'
  | 'too_short'
  | 'passwords_mismatch'
  | 'password_weak'
  | 'code_invalid'
  | 'verification_failed'
  | 'email_not_verified'
  | 'reset_link_invalid'
  | 'too_many_attempts'
  | 'profile_update_failed'
  | 'payment_management_unavailable'
  | 'subscription_cancel_failed'
  | 'payout_setup_failed'
  | 'cover_upload_failed'
  | 'artist_has_active_releases'
  | 'title_required'
  | 'artist_required'
  | 'artwork_required'
  | 'primary_genre_required'
  | 'language_required'
  | 'release_date_required'
  | 'platform_required'
  | 'track_required'
  | 'audio_required'
  | 'release_without_artist'
  | 'agreement_required'
  | 'banned_words'
  | 'invalid_song_title'
  | 'featured_is_main_artist'
  | 'track_limit'
  | 'too_few_tracks'
  | 'invalid_upc'
  | 'upc_taken'
  | 'invalid_isrc'
  | 'duplicate_isrc'
  | 'isrc_taken'
  | 'isrc_reserved'
  | 'upc_reserved'
  | 'media_damaged'
  | 'performer_required'
  | 'invalid_instrument'
  | 'contributor_required'
  | 'invalid_contributor_name'
  | 'invalid_contributor_role'
  | 'invalid_share'
  | 'contributor_shares_total'
  | 'invalid_track_version'
  | 'silence_too_long'
  | 'follow_artists_required'
  | 'invalid_url'
  | 'invalid_social_link'
  | 'invalid_provider_profile'
  | 'provider_profile_choice'
  | 'artist_limit'
  | 'cannot_follow_own_artist'
  | 'artist_load_failed'
  | 'follow_failed'
  | 'download_failed'
  | 'token_limit'
  | 'token_invalid'
  | 'scope_missing'
  | 'rate_limited'
  | 'split_total'
  | 'split_payee_is_owner'
  | 'split_payee_duplicate'
  | 'split_too_many_payees'
  | 'split_recoup_payee'
  | 'split_invitation_invalid'
  | 'split_invitation_other_email'
  | 'server_error';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly field?: string,
    readonly params: Record<string, string | number> = {},
    message?: string,
  ) {
    super(message ?? code);
    this.name = 'AppError';
  }
}

export interface FieldError {
  code: ErrorCode;
  field: string;
  params?: Record<string, string | number>;
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
