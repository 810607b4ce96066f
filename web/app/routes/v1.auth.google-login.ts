import { socialLoginAction } from '../server/oidc/social-api.server';
import { methodNotAllowed } from '../server/auth/method-not-allowed.server';

/**
 * POST /v1/auth/google-login (000 §7), JSON or form: `{ id, email, name, provider_token, lang, source: "web",
 * referred_by_user? }`, provider_token being the ID token Google gave the caller; `id` and `email` must be its
 * `sub` and `email`. Answers `{ user }` and the session cookie, or `{ two_factor: true }`; refusals
 * 400 required, 401 google_auth_failed, 403 deactivated_account, 409 duplicated_email, 404 when Google sign-in
 * is not configured, as `{ error: { code, message, field } }`.
 */
export const action = socialLoginAction('google');

export const loader = methodNotAllowed('POST');
