import { json, type ActionFunctionArgs } from '@remix-run/node';
import { isLanguage } from '../i18n';
import { i18next } from '../i18next.server';
import { registrationSchema } from '../lib/signup-schemas';
import { API_HEADERS } from '../server/api-auth.server';
import { parseApiInput } from '../server/auth/api-input.server';
import { authFailureResponse } from '../server/auth/auth-failure.server';
import { registerUser } from '@slipcase/services/accounts/register';
import { accountDeps } from '../server/deps.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/register (000 §7), JSON or form: `{ first_name, last_name, username, email, password,
 * password_confirmation, referred_by_user?, utm_source?, utm_medium?, utm_campaign?, lang? }`.
 * Answers 201 `{ user: { _id, username, email }, verification_required: true }`: the account exists, unverified,
 * and a 6-digit code was mailed (POST /v1/auth/verify-email signs in with it). Refusals, as
 * `{ error: { code, message, field } }`: 400 for a field that breaks a rule (required, invalid_email,
 * password_weak, passwords_mismatch, too_short, too_long, invalid_characters), 409 duplicated_email or username_taken.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await parseApiInput(request, registrationSchema);
  if (!body.ok) return body.response;
  const language = isLanguage(body.value.lang) ? body.value.lang : await i18next.getLocale(request);
  const result = await registerUser(accountDeps(), { ...body.value, language });
  if (!result.ok) {
    const [first] = result.errors;
    return authFailureResponse({ code: first?.code ?? 'registration_failed', field: first?.field });
  }
  const { user } = result;
  return json(
    { user: { _id: user.id, username: user.username, email: user.email }, verification_required: true },
    { status: 201, headers: API_HEADERS },
  );
}

export const loader = methodNotAllowed('POST');
