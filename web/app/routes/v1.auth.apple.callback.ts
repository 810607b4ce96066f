import { providerCallbackAction } from '../server/oidc/social-api.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/apple/callback (000 §7) `{ code, state }`: finishes the "Apple" sign-in this browser began at
 * /auth/social/apple (its attempt cookie holds the expected state, the nonce and the PKCE verifier). Answers as
 * /v1/auth/apple-login; a wrong or missing state, or no sign-in under way, is 400 auth_failed.
 */
export const action = providerCallbackAction('apple');

export const loader = methodNotAllowed('POST');
