import { API_TOKEN_LIFETIMES_DAYS, checkApiTokenRequest, type ApiScope, type ApiTokenRequest, type Plan, type Role } from '@slipcase/domain';
import { cleanString, recordIdSchema } from '@slipcase/api-contract/clean-input';
import { z } from 'zod';
import { encodeError } from './error-messages';

/** The lifetime select's value for a token that never expires (the others are the days). */
export const NO_EXPIRY = 'never';
export const LIFETIME_OPTIONS = API_TOKEN_LIFETIMES_DAYS.map((days) => (days === null ? NO_EXPIRY : String(days)));
export const DEFAULT_LIFETIME = '90';
/** What a label's pipeline needs; `review` (staff) is left for them to tick. */
export const DEFAULT_SCOPES: readonly ApiScope[] = ['read', 'write', 'submit'];

const optionalText = cleanString().optional();
const fields = z.object({ name: optionalText, scopes: z.array(cleanString()).optional(), lifetimeDays: optionalText });

/** The form's values as the domain's request; a missing or unknown lifetime is not a number the domain offers. */
export function apiTokenRequestOf(value: z.infer<typeof fields>): ApiTokenRequest {
  return {
    name: value.name ?? '',
    scopes: value.scopes ?? [],
    lifetimeDays: value.lifetimeDays === NO_EXPIRY ? null : Number(value.lifetimeDays ?? Number.NaN),
  };
}

/**
 * The new-token form, checked in the browser and again in the action by the domain's `checkApiTokenRequest`, so
 * both report the same rules with the same messages (error codes).
 */
export function apiTokenSchema(account: { plan: Plan; role: Role; activeTokens: number }) {
  return fields.superRefine((value, context) => {
    for (const error of checkApiTokenRequest(apiTokenRequestOf(value), account)) {
      context.addIssue({ code: 'custom', path: [error.field], message: encodeError(error) });
    }
  });
}

/** A token's revoke button: whose token it is, is the service's to check (another's is a 404). */
export const revokeTokenSchema = z.object({ tokenId: recordIdSchema });
