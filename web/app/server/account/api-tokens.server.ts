import { getPrisma } from '@slipcase/db';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { apiAccessOf, isAppError } from '@slipcase/domain';
import { createApiToken, revokeApiToken } from '@slipcase/services/tokens/api-tokens';
import { apiTokenSettings } from '@slipcase/services/tokens/token-settings';
import { apiTokenRequestOf, apiTokenSchema } from '../../lib/api-token-schema';
import { encodeError } from '../../lib/error-messages';
import { accountDeps } from '../deps.server';
import { publicBaseUrl } from '../public-url.server';
import type { SessionUser } from '../session.server';
import { readForm } from '../read-form.server';

export type { ApiTokenStatus } from '@slipcase/services/tokens/token-settings';

/** What /account/api-tokens shows (apiTokenSettings) and the address its usage examples name. */
export async function loadApiTokenSettings(user: SessionUser) {
  return { ...(await apiTokenSettings(accountDeps(), user)), origin: publicBaseUrl() };
}

export type ApiTokenSettings = Awaited<ReturnType<typeof loadApiTokenSettings>>;

/**
 * Makes a token from the form. The token is in the answer this once (the page shows it from the action's data,
 * so a reload cannot show it again); only its hash is stored. Accounts without API access are refused (403).
 */
export async function createApiTokenFromForm(user: SessionUser, form: FormData) {
  // The service counts the active tokens itself, in the same step as it makes the new one.
  const submission = await readForm(form, apiTokenSchema({ plan: user.plan, role: user.role, activeTokens: 0 }));
  // Whatever the form says: a token made while impersonating would outlive the impersonation.
  if (user.impersonatorId) {
    return { reply: submission.reply({ formErrors: [encodeError({ code: 'permission_denied' })] }), created: null, status: 403 };
  }
  if (submission.status !== 'success') {
    return { reply: submission.reply(), created: null, status: apiAccessOf(user).allowed ? 400 : 403 };
  }
  try {
    const request = { ...apiTokenRequestOf(submission.value), impersonatorId: user.impersonatorId };
    const { token, view } = await createApiToken(getPrisma(), user.id, request);
    return { reply: submission.reply({ resetForm: true }), created: { token, name: view.name }, status: 200 };
  } catch (error) {
    if (!isAppError(error)) throw error;
    const message = [encodeError(error)];
    return {
      reply: submission.reply(error.field ? { fieldErrors: { [error.field]: message } } : { formErrors: message }),
      created: null,
      status: httpStatusOf(error.code),
    };
  }
}

/** Revokes one of the user's tokens; false when the id names no token of theirs (another account's included). */
export async function revokeOwnApiToken(userId: string, tokenId: string): Promise<boolean> {
  try {
    await revokeApiToken(getPrisma(), userId, tokenId);
    return true;
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return false;
    throw error;
  }
}
