import { config } from '@slipcase/config';
import { createCookie, type Cookie } from '@remix-run/node';
import { CAPTCHA_TTL_MS, createCaptcha, type CaptchaChallenge } from '@slipcase/services/accounts/captcha';
import { accountDeps } from '../deps.server';
import { isSecure } from '../session.server';

// Made on first use, not on import: the server imports this module before it checks the configuration.
let cookie: Cookie | undefined;
function captchaCookie(): Cookie {
  const secret = config().web.sessionSecret;
  cookie ??= createCookie('__captcha', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: CAPTCHA_TTL_MS / 1000,
    secrets: secret ? [secret] : undefined,
  });
  return cookie;
}

/**
 * Draws a new captcha and remembers its id for this browser (the `__captcha` cookie, as long as the captcha lasts),
 * so that a sign-in that sends only the answer (000 §7's payload) is checked against the picture the browser saw.
 */
export async function drawCaptcha(request: Request): Promise<{ challenge: CaptchaChallenge; setCookie: string }> {
  const challenge = await createCaptcha(accountDeps());
  return { challenge, setCookie: await captchaCookie().serialize(challenge.id, { secure: isSecure(request) }) };
}

/**
 * The id of the captcha last drawn for this browser; '' when none was. The id is no secret (the body may name any as
 * `captcha_id`): the answer is what proves a human.
 */
export async function lastDrawnCaptchaId(request: Request): Promise<string> {
  const id: unknown = await captchaCookie().parse(request.headers.get('Cookie'));
  return typeof id === 'string' ? id : '';
}
