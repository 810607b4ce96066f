import { json, type ActionFunctionArgs } from '@remix-run/node';
import { forgotPasswordSchema } from '../lib/signup-schemas';
import { API_HEADERS } from '../server/api-auth.server';
import { parseApiInput } from '../server/auth/api-input.server';
import { requestResetLinkOffRequestPath } from '../server/auth/reset-link-request.server';
import { publicBaseUrl } from '../server/public-url.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

export const RESET_LINK_ANSWER = 'If an account exists for this address, a link to reset its password was sent.';

/**
 * POST /v1/auth/password-reset-link (000 §7), JSON or form: `{ email }`. Answers 200 `{ message }` whether or
 * not the address has an account (nothing tells which do); the link, `<SLIPCASE_PUBLIC_URL>/auth/reset-password?token=…`
 * (never the request's host), works once, for 2 hours. 400 required / invalid_email for a malformed address.
 */
export async function action({ request }: ActionFunctionArgs) {
  const body = await parseApiInput(request, forgotPasswordSchema);
  if (!body.ok) return body.response;
  requestResetLinkOffRequestPath({ email: body.value.email, baseUrl: publicBaseUrl() });
  return json({ message: RESET_LINK_ANSWER }, { headers: API_HEADERS });
}

export const loader = methodNotAllowed('POST');
