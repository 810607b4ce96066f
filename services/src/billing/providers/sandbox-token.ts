import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPaidPlan, type BillingInterval, type PaidPlan } from '@slipcase/domain';
import { safeRedirect } from '@slipcase/domain';

/**
 * The sandbox's pages (/billing/sandbox?session=...) carry what they show in the URL, signed, so no state is kept
 * between creating a checkout and paying it, and any web process can serve the page. Paths only, never URLs: a
 * token can send nobody to another site.
 */
export type SandboxSession =
  | {
      kind: 'checkout';
      id: string;
      userId: string;
      plan: PaidPlan;
      interval: BillingInterval;
      amountCents: number;
      customerId: string;
      successPath: string;
      cancelPath: string;
    }
  | {
      kind: 'payment';
      id: string;
      userId: string;
      amountCents: number;
      description: string;
      metadata: Record<string, string>;
      customerId: string;
      successPath: string;
      cancelPath: string;
    }
  | { kind: 'portal'; customerId: string; returnPath: string }
  | { kind: 'connect'; accountId: string; returnPath: string; refreshPath: string };

const TTL_MS = 24 * 60 * 60 * 1000;

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

export function signSandboxSession(session: SandboxSession, secret: string, now = new Date()): string {
  const body = Buffer.from(JSON.stringify({ ...session, exp: now.getTime() + TTL_MS })).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The session a token holds, or null when it is malformed, forged or expired. */
export function readSandboxSession(token: string | null, secret: string, now = new Date()): SandboxSession | null {
  const [body, signature, extra] = (token ?? '').split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let value: SandboxSession & { exp?: number };
  try {
    value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxSession & { exp?: number };
  } catch {
    return null;
  }
  if (typeof value.exp !== 'number' || value.exp <= now.getTime()) return null;
  const { exp: _exp, ...session } = value;
  return isWellFormed(session) ? session : null;
}

function isWellFormed(session: SandboxSession): boolean {
  const paths = session.kind === 'checkout' || session.kind === 'payment' ? [session.successPath, session.cancelPath]
    : session.kind === 'connect' ? [session.returnPath, session.refreshPath] : [session.returnPath];
  if (paths.some((path) => safeRedirect(path, '') !== path)) return false;
  return session.kind !== 'checkout' || isPaidPlan(session.plan);
}

/** The path and query of a same-site URL, which is all a sandbox token keeps of it. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
