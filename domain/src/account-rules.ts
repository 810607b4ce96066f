import type { ErrorCode } from './errors';

/** Account rules of 000 §5 and §9: passwords, codes, links. */
export const PASSWORD_MIN_LENGTH = 8;
/** Two-factor (TOTP) and e-mail verification codes. */
export const CODE_LENGTH = 6;
/** A password-reset link works once, for 2 hours. */
export const RESET_LINK_TTL_MS = 2 * 60 * 60 * 1000;

/** At least 8 characters with a number, a letter and a special character; null when the password passes. */
export function passwordProblem(password: string): ErrorCode | null {
  const ok =
    password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password) && /\p{L}/u.test(password) && /[^\p{L}\d]/u.test(password);
  return ok ? null : 'password_weak';
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * The meter beside "new password": weak until the rule passes; strong when it also has 12 or more characters
 * and both cases; medium in between.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (passwordProblem(password)) return 'weak';
  const bothCases = /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
  return password.length >= 12 && bothCases ? 'strong' : 'medium';
}

/** Exactly six digits. */
export function isCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}

/** A plausible e-mail address: something@domain.tld, no spaces, at most 254 characters. */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** Usernames: 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
export function usernameProblem(value: string): ErrorCode | null {
  if (value.length < 3) return 'too_short';
  if (value.length > 30) return 'too_long';
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) ? null : 'invalid_characters';
}
