import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@slipcase/domain';

/**
 * What e-mail verification codes and password-reset links share: how they are made, how they are stored
 * (AuthToken.tokenHash holds only a SHA-256) and how often one may be mailed.
 */

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, base64url: a reset link's token. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six random digits from the system's CSPRNG, leading zeros kept. */
export function randomCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * A code's stored form, `<salt>.<sha256(salt.code)>`. A code has only a million values, so two accounts (or one
 * account twice) may draw the same one: the random salt keeps the unique tokenHash column unique and makes a
 * stolen table useless without a million hashes per row.
 */
export function hashCode(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}.${sha256(`${salt}.${code}`)}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const salt = stored.split('.')[0] ?? '';
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export interface MailLimits {
  /** The least time between two mails. */
  intervalMs: number;
  /** The most mails in any 24 hours. */
  perDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the next code or link may be mailed, given when the earlier ones were (any order): null means now.
 * Keeps the resend button and the forgot-password form from flooding a mailbox.
 */
export function nextMailAllowedAt(sentAt: readonly Date[], now: Date, limits: MailLimits): Date | null {
  const times = sentAt.map((date) => date.getTime()).filter((time) => time > now.getTime() - DAY_MS).sort((a, b) => a - b);
  const waits: number[] = [];
  const latest = times.at(-1);
  if (latest !== undefined && latest + limits.intervalMs > now.getTime()) waits.push(latest + limits.intervalMs);
  // The oldest mail of the window that has to leave it before one more fits.
  const blocking = times.length >= limits.perDay ? times[times.length - limits.perDay] : undefined;
  if (blocking !== undefined) waits.push(blocking + DAY_MS);
  return waits.length ? new Date(Math.max(...waits)) : null;
}
