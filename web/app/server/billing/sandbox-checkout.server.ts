import { config } from '@slipcase/config';
import { billingProviderFromEnv, sandboxSecret } from './provider-from-env.server';
import { readSandboxSession, type SandboxSession } from '@slipcase/services/billing/providers/sandbox-token';

/**
 * The sandbox page's session for the signed-in user: null when Stripe is configured (the sandbox is off), when
 * the token is not one of ours or expired, or when the checkout is someone else's.
 */
export function sandboxSessionFor(token: string | null, userId: string, env: Record<string, string | undefined> = config().env): SandboxSession | null {
  if (billingProviderFromEnv(env).name !== 'sandbox') return null;
  const session = readSandboxSession(token, sandboxSecret(env));
  if (!session || ((session.kind === 'checkout' || session.kind === 'payment') && session.userId !== userId)) return null;
  return session;
}
