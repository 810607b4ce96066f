import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { ErrorCode } from '@slipcase/domain';
import { cookieHeaders } from '../server/auth/login.server';
import { completeCallback } from '../server/oidc/social-sign-in.server';
import { safeRedirect } from '../server/session.server';

/** Refusals the sign-in page names; every other failure of the callback is auth_failed (000 §8). */
const NAMED_REFUSALS: readonly ErrorCode[] = ['duplicated_email', 'deactivated_account'];

/**
 * GET /auth/callback?code=&state= (000 §2): where the providers send people back. The state must be the one
 * this browser's sign-in attempt sent and a code must be present; the code is then traded and the person
 * signed in: to the kept redirect (else /dashboard), to the two-factor step, or back to sign-in with
 * `?error=auth_failed` (or `duplicated_email`, `deactivated_account`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const { outcome, redirectTo, cookies } = await completeCallback(request, {
    code: query.get('code'),
    state: query.get('state'),
  });
  const headers = cookieHeaders(cookies);
  const next = safeRedirect(redirectTo);
  switch (outcome.kind) {
    case 'refused': {
      const error = NAMED_REFUSALS.includes(outcome.failure.code) ? outcome.failure.code : 'auth_failed';
      return redirect(`/auth/login?${new URLSearchParams({ error })}`, { headers });
    }
    case 'two_factor':
      return redirect(`/auth/two-factor?${new URLSearchParams({ redirect: next })}`, { headers });
    case 'signed_in':
      return redirect(next, { headers });
  }
}
