import { usernameProblem } from './account-rules';

/** Room left after the base for a number that makes it unique (30 is the username maximum). */
const BASE_MAX_LENGTH = 24;

/**
 * A username suggested by an e-mail address's local part: accents dropped, lower-cased, only the characters
 * usernames allow, starting with a letter or digit, at most 24 characters; "user…" when too little is left.
 */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, BASE_MAX_LENGTH)
    .replace(/[._-]+$/, '');
  return cleaned.length >= 3 ? cleaned : `user${cleaned}`;
}

/** The base itself when free, else base2, base3, … (compared without case, as sign-in compares usernames). */
export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((name) => name.toLowerCase()));
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!used.has(candidate.toLowerCase()) && usernameProblem(candidate) === null) return candidate;
  }
}
