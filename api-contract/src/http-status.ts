import { isAppError, type ErrorCode } from '@slipcase/domain';

/** The statuses a refusal is answered with (the OpenAPI document describes each). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502;

const BAD_REQUEST = 400;
const UNAUTHORIZED = 401;
const FORBIDDEN = 403;
const NOT_FOUND = 404;
const CONFLICT = 409;
const UNPROCESSABLE = 422;
const TOO_MANY = 429;
const SERVER = 500;
const PROVIDER = 502;

/**
 * The HTTP status of each error code, wherever the web answers it (`/v1`, the pages' actions): 400 a field or a
 * call to fix, 401 not signed in or credentials refused, 403 not allowed (a blocked account, a missing scope, a
 * plan's limit), 404 nothing of the caller's, 409 not possible in the record's current state or in conflict with
 * stored data, 422 a file read and refused by the upload rules, 429 throttled, 500 a failure on our side, 502
 * the payment provider's. Services return codes; only the edge turns them into statuses, through this table and
 * the few contexts below.
 */
const HTTP_STATUS = {
  required: BAD_REQUEST,
  auth_failed: UNAUTHORIZED,
  invalid_credentials: UNAUTHORIZED,
  not_found: NOT_FOUND,
  // Smart links (issue 29)
  smartlink_no_distribution_key: CONFLICT,
  smartlink_not_published: CONFLICT,
  smartlink_slug_taken: CONFLICT,
  smartlink_invalid_slug: BAD_REQUEST,
  smartlink_link_required: BAD_REQUEST,
  // Promotion campaigns (issue 33)
  promotion_advanced_required: FORBIDDEN,
  promotion_release_invalid: BAD_REQUEST,
  promotion_days_invalid: BAD_REQUEST,
  promotion_budget_too_low: BAD_REQUEST,
  promotion_budget_too_high: BAD_REQUEST,
  promotion_territory_required: BAD_REQUEST,
  promotion_territory_unknown: BAD_REQUEST,
  promotion_status_invalid: CONFLICT,
  promotion_refund_pending: CONFLICT,
  promotion_refund_window_closed: CONFLICT,
  permission_denied: FORBIDDEN,
  invalid_transition: CONFLICT,
  delivery_not_failed: CONFLICT,
  delivery_not_resendable: CONFLICT,
  upload_failed: UNPROCESSABLE,
  audio_format_unsupported: UNPROCESSABLE,
  audio_too_large: UNPROCESSABLE,
  audio_too_short: UNPROCESSABLE,
  audio_too_long: UNPROCESSABLE,
  image_format_invalid: UNPROCESSABLE,
  image_too_small: UNPROCESSABLE,
  image_too_large: UNPROCESSABLE,
  image_not_square: UNPROCESSABLE,
  media_damaged: UNPROCESSABLE,
  silence_too_long: UNPROCESSABLE,
  release_incomplete: CONFLICT,
  invalid_choice: BAD_REQUEST,
  too_long: BAD_REQUEST,
  premium_required: FORBIDDEN,
  invalid_release_date: BAD_REQUEST,
  standard_notice: BAD_REQUEST,
  store_lead_time: BAD_REQUEST,
  distro_limit: FORBIDDEN,
  premium_platforms_dropped: BAD_REQUEST,
  store_operators_only: BAD_REQUEST,
  cover_too_small_for_platforms: BAD_REQUEST,
  reopening_reason_required: BAD_REQUEST,
  takedown_too_early: CONFLICT,
  takedown_date_invalid: BAD_REQUEST,
  takedown_pending: CONFLICT,
  invalid_amount: BAD_REQUEST,
  withdrawal_below_minimum: CONFLICT,
  withdrawal_above_balance: CONFLICT,
  withdrawal_while_owed: CONFLICT,
  payout_not_configured: CONFLICT,
  payout_not_waiting: CONFLICT,
  captcha_invalid: BAD_REQUEST,
  captcha_load_failed: SERVER,
  invalid_password: UNAUTHORIZED,
  invalid_username: UNAUTHORIZED,
  two_factor_failed: UNAUTHORIZED,
  registration_failed: CONFLICT,
  duplicated_email: CONFLICT,
  username_taken: CONFLICT,
  deactivated_account: FORBIDDEN,
  google_auth_failed: UNAUTHORIZED,
  apple_auth_failed: UNAUTHORIZED,
  network_error: PROVIDER,
  session_expired: UNAUTHORIZED,
  payment_failed: PROVIDER,
  invalid_input: BAD_REQUEST,
  invalid_email: BAD_REQUEST,
  invalid_characters: BAD_REQUEST,
  too_short: BAD_REQUEST,
  passwords_mismatch: BAD_REQUEST,
  password_weak: BAD_REQUEST,
  code_invalid: BAD_REQUEST,
  verification_failed: BAD_REQUEST,
  email_not_verified: FORBIDDEN,
  reset_link_invalid: BAD_REQUEST,
  too_many_attempts: TOO_MANY,
  profile_update_failed: SERVER,
  payment_management_unavailable: PROVIDER,
  subscription_cancel_failed: PROVIDER,
  payout_setup_failed: SERVER,
  cover_upload_failed: SERVER,
  artist_has_active_releases: CONFLICT,
  title_required: BAD_REQUEST,
  artist_required: BAD_REQUEST,
  artwork_required: BAD_REQUEST,
  primary_genre_required: BAD_REQUEST,
  language_required: BAD_REQUEST,
  release_date_required: BAD_REQUEST,
  platform_required: BAD_REQUEST,
  track_required: BAD_REQUEST,
  audio_required: BAD_REQUEST,
  release_without_artist: BAD_REQUEST,
  agreement_required: BAD_REQUEST,
  banned_words: BAD_REQUEST,
  invalid_song_title: BAD_REQUEST,
  featured_is_main_artist: BAD_REQUEST,
  track_limit: CONFLICT,
  too_few_tracks: BAD_REQUEST,
  invalid_upc: BAD_REQUEST,
  upc_taken: CONFLICT,
  invalid_isrc: BAD_REQUEST,
  duplicate_isrc: BAD_REQUEST,
  isrc_taken: CONFLICT,
  isrc_reserved: BAD_REQUEST,
  upc_reserved: BAD_REQUEST,
  performer_required: BAD_REQUEST,
  invalid_instrument: BAD_REQUEST,
  contributor_required: BAD_REQUEST,
  invalid_contributor_name: BAD_REQUEST,
  invalid_contributor_role: BAD_REQUEST,
  invalid_share: BAD_REQUEST,
  contributor_shares_total: BAD_REQUEST,
  invalid_track_version: BAD_REQUEST,
  follow_artists_required: BAD_REQUEST,
  invalid_url: BAD_REQUEST,
  invalid_social_link: BAD_REQUEST,
  invalid_provider_profile: BAD_REQUEST,
  provider_profile_choice: BAD_REQUEST,
  invalid_store_profile: BAD_REQUEST,
  artist_limit: FORBIDDEN,
  cannot_follow_own_artist: FORBIDDEN,
  artist_load_failed: SERVER,
  follow_failed: SERVER,
  download_failed: SERVER,
  token_limit: CONFLICT,
  token_invalid: UNAUTHORIZED,
  scope_missing: FORBIDDEN,
  rate_limited: TOO_MANY,
  invalid_period: BAD_REQUEST,
  invalid_rate: BAD_REQUEST,
  split_total: BAD_REQUEST,
  split_payee_is_owner: BAD_REQUEST,
  split_payee_duplicate: BAD_REQUEST,
  split_too_many_payees: BAD_REQUEST,
  split_recoup_payee: BAD_REQUEST,
  split_invitation_invalid: BAD_REQUEST,
  split_invitation_other_email: BAD_REQUEST,
  update_not_live: CONFLICT,
  update_cover_too_small: UNPROCESSABLE,
  update_no_changes: BAD_REQUEST,
  update_needs_new_release: BAD_REQUEST,
  update_breaks_track_linking: BAD_REQUEST,
  update_release_date_live: BAD_REQUEST,
  update_pending: CONFLICT,
  statement_not_posted: CONFLICT,
  // Answered 413 (BODY_TOO_LARGE) where a body is refused unread; a stored file over the limit is one read and refused.
  statement_too_large: UNPROCESSABLE,
  server_error: SERVER,
} as const satisfies Record<ErrorCode, RefusalStatus>;

/** The status a refusal with this code is answered with. */
export function httpStatusOf(code: ErrorCode): RefusalStatus {
  return HTTP_STATUS[code];
}

/**
 * A refusal of several problems (every field's) answers the first one's status; with none (a summary only), 400.
 * Problems of one call are of one kind (a form's fields, a file's audio, a number another track has).
 */
export function problemsStatus(errors: ReadonlyArray<{ code: ErrorCode }>): RefusalStatus {
  return errors[0] ? httpStatusOf(errors[0].code) : BAD_REQUEST;
}

// Contexts in which a code answers another status than its own. Each is the one place that says so.

/** A body over its limit is 413 whatever code names it (`too_long`, `audio_too_large`, `image_too_large`, `statement_too_large`): never read. */
export const BODY_TOO_LARGE = 413;

/** A method a path does not take: 405 with `Allow`, whatever code names it. */
export const METHOD_NOT_ALLOWED = 405;

/** Something failed on our side (an exception, not a refusal): 500 whatever code the answer names for the reader. */
export const SERVER_FAILURE = SERVER;

/** What a caught error is answered with: a refusal its code's status, anything else (a failure of ours) 500. */
export function errorStatus(error: unknown): RefusalStatus {
  return isAppError(error) ? httpStatusOf(error.code) : SERVER_FAILURE;
}

/**
 * Credentials a signed-in user types again in a form of theirs (their password, a two-factor code): a wrong one is
 * the field's problem (400); 401 stays for signing in, where it means the caller is not who they say.
 */
export function signedInStatus(code: ErrorCode): RefusalStatus {
  return code === 'invalid_password' || code === 'two_factor_failed' ? BAD_REQUEST : httpStatusOf(code);
}

/**
 * A lifecycle use case's refusal (submit, takedown, update…): on a field of the call's body it is the caller's to
 * fix (400); otherwise it is what the release's state forbids (409), whatever the code. Not found and not allowed
 * keep theirs. `field` may be a path (`tracks.0.title`): its first part is the body's field.
 */
export function lifecycleStatus(code: ErrorCode, field: string | undefined, bodyFields: readonly string[]): RefusalStatus {
  if (code === 'not_found' || code === 'permission_denied') return httpStatusOf(code);
  return bodyFields.includes(field?.split('.')[0] ?? '') ? BAD_REQUEST : CONFLICT;
}
