import { can, isStaff, type Role } from './policy';
import type { Plan } from './plan';
import type { FieldError } from './errors';

/**
 * What a personal access token may do on `/v1`. A label's pipeline gets `read` and `write` (its catalogue) and
 * `submit` (submission, takedown, reopening); `review` is for staff (the review queue).
 */
export const API_SCOPES = ['read', 'write', 'submit', 'review'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export function isApiScope(value: string): value is ApiScope {
  return (API_SCOPES as readonly string[]).includes(value);
}

/** Lifetimes offered when a token is made; `null` never expires (until revoked). */
export const API_TOKEN_LIFETIMES_DAYS = [30, 90, 365, null] as const;
export type ApiTokenLifetime = (typeof API_TOKEN_LIFETIMES_DAYS)[number];

/** Tokens are shown once as `slc_<43 base64url characters>`: the prefix lets secret scanners recognise them. */
export const API_TOKEN_PREFIX = 'slc_';
const TOKEN_SHAPE = /^slc_[A-Za-z0-9_-]{43}$/;

export function looksLikeApiToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** Tokens an account may hold at once (revoked and expired ones do not count). */
export const API_TOKENS_PER_ACCOUNT = 20;

/**
 * 000 §6: "API access" is a PRO and Advanced feature. Staff get tokens whatever their plan, for the review queue.
 * The scopes a caller may put on a token: `review` only for staff.
 */
export function apiAccessOf(account: { plan: Plan; role: Role }): { allowed: boolean; scopes: ApiScope[] } {
  const staff = isStaff(account.role);
  if (!staff && !can(account.plan, 'api_access')) return { allowed: false, scopes: [] };
  return { allowed: true, scopes: API_SCOPES.filter((scope) => scope !== 'review' || staff) };
}

export interface ApiTokenRequest {
  name: string;
  scopes: readonly string[];
  lifetimeDays: number | null;
}

/**
 * The rules of a new token: a name (1–60 characters), at least one scope the account may grant, an offered lifetime.
 * Never while an admin impersonates the account: the token would outlive the impersonation (issue 17).
 */
export function checkApiTokenRequest(
  request: ApiTokenRequest,
  account: { plan: Plan; role: Role; activeTokens: number; impersonated?: boolean },
): FieldError[] {
  if (account.impersonated) return [{ code: 'permission_denied', field: 'name' }];
  const access = apiAccessOf(account);
  if (!access.allowed) return [{ code: 'premium_required', field: 'scopes', params: { feature: 'api_access' } }];
  const errors: FieldError[] = [];
  const name = request.name.trim();
  if (name.length === 0) errors.push({ code: 'required', field: 'name' });
  else if (name.length > 60) errors.push({ code: 'too_long', field: 'name', params: { max: 60 } });
  if (request.scopes.length === 0) errors.push({ code: 'required', field: 'scopes' });
  for (const scope of request.scopes) {
    if (!(access.scopes as readonly string[]).includes(scope)) errors.push({ code: 'invalid_choice', field: 'scopes', params: { value: scope } });
  }
  if (!(API_TOKEN_LIFETIMES_DAYS as readonly (number | null)[]).includes(request.lifetimeDays)) {
    errors.push({ code: 'invalid_choice', field: 'lifetimeDays' });
  }
  if (account.activeTokens >= API_TOKENS_PER_ACCOUNT) {
    errors.push({ code: 'token_limit', field: 'name', params: { max: API_TOKENS_PER_ACCOUNT } });
  }
  return errors;
}

/** Whether a token of `scopes` may make a call needing `needed`. */
export function scopeAllows(scopes: readonly string[], needed: ApiScope): boolean {
  return scopes.includes(needed);
}
