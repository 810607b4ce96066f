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

// The address forms a mail server takes without question (RFC 5321/5322 dot-atoms, ASCII): letters, digits and
// `!#$%&'*+/=?^_\`{|}~-` in dot-separated runs before the @; host names of letters, digits and inner hyphens after it
// (an international domain in its xn-- form), the last one letters. Quoted local parts, comments and anything
// invisible (a zero-width space) are refused: the mail server may refuse them, and then nobody is told.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const HOST_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * An e-mail address as every account, invitation and payee takes it: local@host.tld, the local part at most 64
 * characters, the whole at most 254 (RFC 5321's limits).
 */
export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= 64 &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => HOST_LABEL.test(label)) &&
    /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]+$/.test(labels.at(-1) ?? '')
  );
}

/** Usernames: 3 to 30 letters, digits, dots, dashes or underscores, starting with a letter or digit. */
export function usernameProblem(value: string): ErrorCode | null {
  if (value.length < 3) return 'too_short';
  if (value.length > 30) return 'too_long';
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) ? null : 'invalid_characters';
}
