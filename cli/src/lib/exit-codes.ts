import type { ErrorCode } from '@slipcase/domain';

/** What scripts calling `slipcase` can rely on. oclif's own usage errors (bad flag, missing argument) exit 2 too. */
export const ExitCode = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  notFound: 3,
  refused: 4,
  /** The input was read and refused: a file that is missing or not accepted, a release that is incomplete. */
  invalidInput: 5,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

// A record rather than a switch: the type checker refuses a new domain error code until it has an exit code.
const EXIT_CODES: Record<ErrorCode, ExitCode> = {
  not_found: ExitCode.notFound,
  permission_denied: ExitCode.refused,
  invalid_transition: ExitCode.refused,
  auth_failed: ExitCode.refused,
  invalid_credentials: ExitCode.refused,
  distro_limit: ExitCode.refused,
  // Warnings of a submission that went ahead; refusals were they ever thrown.
  premium_platforms_dropped: ExitCode.refused,
  cover_too_small_for_platforms: ExitCode.refused,
  takedown_too_early: ExitCode.refused,
  premium_required: ExitCode.refused,
  payout_not_configured: ExitCode.refused,
  withdrawal_below_minimum: ExitCode.refused,
  withdrawal_above_balance: ExitCode.refused,
  required: ExitCode.usage,
  invalid_choice: ExitCode.invalidInput,
  too_long: ExitCode.invalidInput,
  invalid_amount: ExitCode.invalidInput,
  invalid_release_date: ExitCode.invalidInput,
  standard_notice: ExitCode.invalidInput,
  reopening_reason_required: ExitCode.invalidInput,
  audio_format_unsupported: ExitCode.invalidInput,
  audio_too_large: ExitCode.invalidInput,
  audio_too_short: ExitCode.invalidInput,
  audio_too_long: ExitCode.invalidInput,
  image_format_invalid: ExitCode.invalidInput,
  image_too_small: ExitCode.invalidInput,
  image_too_large: ExitCode.invalidInput,
  image_not_square: ExitCode.invalidInput,
  release_incomplete: ExitCode.invalidInput,
  upload_failed: ExitCode.unexpected,
  captcha_invalid: ExitCode.invalidInput,
  captcha_load_failed: ExitCode.unexpected,
  invalid_password: ExitCode.refused,
  invalid_username: ExitCode.refused,
  two_factor_failed: ExitCode.refused,
  registration_failed: ExitCode.refused,
  duplicated_email: ExitCode.refused,
  username_taken: ExitCode.refused,
  deactivated_account: ExitCode.refused,
  google_auth_failed: ExitCode.refused,
  apple_auth_failed: ExitCode.refused,
  network_error: ExitCode.unexpected,
  session_expired: ExitCode.refused,
  payment_failed: ExitCode.refused,
  invalid_input: ExitCode.invalidInput,
  invalid_email: ExitCode.invalidInput,
  invalid_characters: ExitCode.invalidInput,
  too_short: ExitCode.invalidInput,
  passwords_mismatch: ExitCode.invalidInput,
  password_weak: ExitCode.invalidInput,
  code_invalid: ExitCode.invalidInput,
  verification_failed: ExitCode.refused,
  email_not_verified: ExitCode.refused,
  reset_link_invalid: ExitCode.refused,
  too_many_attempts: ExitCode.refused,
  profile_update_failed: ExitCode.unexpected,
  payment_management_unavailable: ExitCode.unexpected,
  subscription_cancel_failed: ExitCode.unexpected,
  payout_setup_failed: ExitCode.unexpected,
  cover_upload_failed: ExitCode.unexpected,
  artist_has_active_releases: ExitCode.refused,
  download_failed: ExitCode.unexpected,
  server_error: ExitCode.unexpected,
};

export function exitCodeFor(code: ErrorCode): ExitCode {
  return EXIT_CODES[code] ?? ExitCode.unexpected;
}
