import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { registrationFields } from '../lib/signup-schemas';
import { isProviderId, providerConfig } from '../server/oidc/config.server';
import { beginSignIn } from '../server/oidc/sign-in-attempt.server';
import { providerFailure } from '../server/oidc/social-session.server';
import { safeRedirect } from '../server/session.server';

/**
 * GET /auth/social/<google|apple>?redirect=&referred_by_user=&login_hint= : where a social sign-in button
 * leads. Remembers the attempt in a short-lived cookie and sends the browser to the provider, which sends it
 * back to /auth/callback. A provider this installation has not configured is not found.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const provider = params.provider;
  const config = isProviderId(provider) ? providerConfig(provider) : null;
  if (!isProviderId(provider) || !config) throw new Response('Not Found', { status: 404 });
  const query = new URL(request.url).searchParams;
  try {
    return await beginSignIn(request, config, {
      redirectTo: safeRedirect(query.get('redirect')),
      referredBy: registrationFields.referred_by_user.parse(query.get('referred_by_user') ?? undefined) ?? null,
      loginHint: query.get('login_hint'),
    });
  } catch (error) {
    // The provider's discovery document could not be read: the provider is down or misconfigured.
    console.error(`[social] ${provider} sign-in could not start`, error);
    return redirect(`/auth/login?${new URLSearchParams({ error: providerFailure(provider).code })}`);
  }
}
