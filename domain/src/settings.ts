import { DEFAULT_REFERRAL_TIERS, parseReferralTiers } from './referral';

/**
 * Values the specification leaves unnamed, and operator settings, each a named default in one place.
 * Runtime code reads them through `readSettings(env)` so an operator can override any of them.
 */
export const DEFAULT_SETTINGS = {
  /** Releases an account may submit per calendar month of its time zone, by plan (code distro_limit). */
  monthlyReleaseLimitFree: 2,
  monthlyReleaseLimitPro: 100,
  monthlyReleaseLimitAdvanced: 500,
  /** Minimum withdrawal, in US cents. */
  minimumWithdrawalCents: 1000,
  /** Days a rejected release may be reopened before the system marks it expired. */
  reopeningWindowDays: 90,
  /** Hours a takedown request waits, and may be cancelled, before its feeds go out (processed within 24-48 h). */
  takedownGraceHours: 24,
  /** How far ahead a takedown may be scheduled, in days from today. */
  takedownHorizonDays: 365,
  /**
   * Hours a store that acknowledges has to confirm a takedown before it goes to the operators' queue; shorter than
   * ackTimeoutHours, so it is raised while the delivery still looks for the acknowledgement.
   */
  takedownConfirmHours: 48,
  /** Seconds without a heartbeat after which a delivery's worker counts as gone and the delivery is retried. */
  deliveryHeartbeatSeconds: 60,
  /** First wait before a failed delivery is retried; it doubles up to half an hour, for about four hours. */
  deliveryRetrySeconds: 10,
  /** How often a delivery looks for the store's acknowledgement, and how long it waits for one. */
  ackPollSeconds: 300,
  ackTimeoutHours: 72,
  /** The operator's deliveries console: a delivery still without the store's acknowledgement after this many hours,
   * and a release in process, approved, in review or with a takedown requested for longer, are shown there. */
  ackOverdueHours: 24,
  stuckStatusHours: 72,
  lyricsMonthlyAllowance: 10,
  followProArtistsRequired: 5,
  /** A statement file (once ungzipped) larger than this is refused as it is read: a gzip bomb stops here. */
  statementMaxBytes: 4 * 1024 ** 3,
  /** Referral reward tiers: referred users who became paying, and the credit each tier posts (SLIPCASE_REFERRAL_TIERS). */
  referralTiers: DEFAULT_REFERRAL_TIERS,
  /** Posts on a page of the blog's list (the specification leaves it unnamed). */
  blogPageSize: 9,
  /** Submissions on a page of /form-submissions (the specification leaves it unnamed). */
  formSubmissionPageSize: 20,
  /** GS1 company prefix for assigned UPCs, and the ISRC country+registrant prefix for assigned ISRCs. */
  upcCompanyPrefix: '0199990',
  isrcPrefix: 'QZSLC',
  /** DDEX sender: the distributor's party id (DPID) and name. */
  ddexSenderDpid: 'PADPIDA0000000001X',
  ddexSenderName: 'Slipcase',
};

export type Settings = typeof DEFAULT_SETTINGS;

type CountSetting = {
  [K in keyof Settings]: Settings[K] extends number ? K : never;
}[keyof Settings];

/** Environment variable of each whole-number setting (the configuration module checks them at start). */
export const COUNT_VARIABLES: Record<CountSetting, string> = {
  monthlyReleaseLimitFree: 'SLIPCASE_MONTHLY_RELEASE_LIMIT_FREE',
  monthlyReleaseLimitPro: 'SLIPCASE_MONTHLY_RELEASE_LIMIT_PRO',
  monthlyReleaseLimitAdvanced: 'SLIPCASE_MONTHLY_RELEASE_LIMIT_ADVANCED',
  minimumWithdrawalCents: 'SLIPCASE_MINIMUM_WITHDRAWAL_CENTS',
  reopeningWindowDays: 'SLIPCASE_REOPENING_WINDOW_DAYS',
  takedownGraceHours: 'SLIPCASE_TAKEDOWN_GRACE_HOURS',
  takedownHorizonDays: 'SLIPCASE_TAKEDOWN_HORIZON_DAYS',
  takedownConfirmHours: 'SLIPCASE_TAKEDOWN_CONFIRM_HOURS',
  deliveryHeartbeatSeconds: 'SLIPCASE_DELIVERY_HEARTBEAT_SECONDS',
  deliveryRetrySeconds: 'SLIPCASE_DELIVERY_RETRY_SECONDS',
  ackPollSeconds: 'SLIPCASE_ACK_POLL_SECONDS',
  ackTimeoutHours: 'SLIPCASE_ACK_TIMEOUT_HOURS',
  ackOverdueHours: 'SLIPCASE_ACK_OVERDUE_HOURS',
  stuckStatusHours: 'SLIPCASE_STUCK_STATUS_HOURS',
  lyricsMonthlyAllowance: 'SLIPCASE_LYRICS_MONTHLY_ALLOWANCE',
  followProArtistsRequired: 'SLIPCASE_FOLLOW_PRO_ARTISTS_REQUIRED',
  statementMaxBytes: 'SLIPCASE_STATEMENT_MAX_BYTES',
  blogPageSize: 'SLIPCASE_BLOG_PAGE_SIZE',
  formSubmissionPageSize: 'SLIPCASE_FORM_SUBMISSION_PAGE_SIZE',
};

/** A misspelt limit must stop the start, not silently become a default or NaN. */
function readCount(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
}

export function readSettings(env: Record<string, string | undefined>): Settings {
  const counts = Object.fromEntries(
    Object.entries(COUNT_VARIABLES).map(([key, name]) => [key, readCount(env, name, DEFAULT_SETTINGS[key as CountSetting])]),
  ) as Record<CountSetting, number>;
  return {
    ...DEFAULT_SETTINGS,
    ...counts,
    upcCompanyPrefix: env.SLIPCASE_UPC_PREFIX ?? DEFAULT_SETTINGS.upcCompanyPrefix,
    isrcPrefix: env.SLIPCASE_ISRC_PREFIX ?? DEFAULT_SETTINGS.isrcPrefix,
    ddexSenderDpid: env.SLIPCASE_DDEX_SENDER_DPID ?? DEFAULT_SETTINGS.ddexSenderDpid,
    ddexSenderName: env.SLIPCASE_DDEX_SENDER_NAME ?? DEFAULT_SETTINGS.ddexSenderName,
    referralTiers: readReferralTiers(env.SLIPCASE_REFERRAL_TIERS),
  };
}


function readReferralTiers(value: string | undefined) {
  if (!value?.trim()) return DEFAULT_SETTINGS.referralTiers;
  try {
    return parseReferralTiers(value);
  } catch (error) {
    throw new Error(`SLIPCASE_REFERRAL_TIERS: ${(error as Error).message}`);
  }
}
