/**
 * Values the specification leaves unnamed, and operator settings, each a named default in one place.
 * Runtime code reads them through `readSettings(env)` so an operator can override any of them.
 */
export const DEFAULT_SETTINGS = {
  /** Releases a free account may submit per calendar month (code distro_limit). */
  monthlyReleaseLimitFree: 2,
  monthlyReleaseLimitPro: 100,
  /** Minimum withdrawal, in US cents. */
  minimumWithdrawalCents: 1000,
  lyricsMonthlyAllowance: 10,
  followProArtistsRequired: 5,
  referralTiers: [3, 10, 25] as readonly number[],
  /** GS1 company prefix for assigned UPCs, and the ISRC country+registrant prefix for assigned ISRCs. */
  upcCompanyPrefix: '0199990',
  isrcPrefix: 'QZSLC',
  /** DDEX sender: the distributor's party id (DPID) and name. */
  ddexSenderDpid: 'PADPIDA0000000001X',
  ddexSenderName: 'Slipcase',
};

export type Settings = typeof DEFAULT_SETTINGS;

export function readSettings(env: Record<string, string | undefined>): Settings {
  return {
    ...DEFAULT_SETTINGS,
    upcCompanyPrefix: env.SLIPCASE_UPC_PREFIX ?? DEFAULT_SETTINGS.upcCompanyPrefix,
    isrcPrefix: env.SLIPCASE_ISRC_PREFIX ?? DEFAULT_SETTINGS.isrcPrefix,
    ddexSenderDpid: env.SLIPCASE_DDEX_SENDER_DPID ?? DEFAULT_SETTINGS.ddexSenderDpid,
    ddexSenderName: env.SLIPCASE_DDEX_SENDER_NAME ?? DEFAULT_SETTINGS.ddexSenderName,
  };
}
