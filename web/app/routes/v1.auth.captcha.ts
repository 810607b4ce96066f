import { json } from '@remix-run/node';
import { API_HEADERS } from '../server/api-auth.server';
import { createCaptcha } from '@slipcase/services/accounts/captcha';
import { accountDeps } from '../server/deps.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * GET /v1/auth/captcha (000 §7): a new captcha, `{ id, svg }`. Send the characters it shows as `captcha` and
 * its `id` as `captcha_id` to POST /v1/auth/login, within 5 minutes; each captcha is good for one try.
 */
export async function loader() {
  return json(await createCaptcha(accountDeps()), { headers: API_HEADERS });
}

export const action = methodNotAllowed('GET, HEAD');
