import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { API_HEADERS } from '../server/api-auth.server';
import { drawCaptcha } from '../server/auth/captcha-cookie.server';
import { cookieHeaders } from '../server/auth/login.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * GET /v1/auth/captcha (000 §7): a new captcha, `{ id, svg }`. Send the characters it shows as `captcha` to
 * POST /v1/auth/login within 5 minutes, with its `id` as `captcha_id`, or without it from the same browser: the
 * answer sets the `__captcha` cookie, and the last captcha drawn is the one checked. Each is good for one try.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { challenge, setCookie } = await drawCaptcha(request);
  return json(challenge, { headers: cookieHeaders([setCookie], API_HEADERS) });
}

export const action = methodNotAllowed('GET, HEAD');
