import { socialLoginAction } from '../server/oidc/social-api.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/apple-login (000 §7): as /v1/auth/google-login, with the ID token Apple gave the caller
 * (Apple tells the app the person's name only once: `name` is kept when the token has none). Refusals use
 * apple_auth_failed.
 */
export const action = socialLoginAction('apple');

export const loader = methodNotAllowed('POST');
