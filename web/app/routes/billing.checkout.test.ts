import { describe, expect, it, vi } from 'vitest';
import { subscribe } from '@slipcase/services/billing/testing/fixtures';
import { createUser, sessionCookie } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import { useBillingTestUser } from '../testing/suites';
import { action as checkout } from './billing.checkout';
import SandboxPage, { action as pay, loader as sandbox } from './billing.sandbox';

const suite = useBillingTestUser('buyer');

async function startCheckout(fields: Record<string, string>, withCookie: string | null = suite.cookie) {
  const request = new Request('http://localhost:3000/billing/checkout', {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: withCookie ? { Cookie: withCookie } : {},
  });
  return settle(checkout({ request, params: {}, context: {} }));
}

const user = () => suite.database.prisma.user.findUniqueOrThrow({ where: { id: suite.userId } });

describe('POST /billing/checkout', () => {
  it('sends a visitor to sign in, then back to /upgrade', async () => {
    const response = await startCheckout({ plan: 'pro', interval: 'yearly' }, null);
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fupgrade');
  });

  it.each([
    [{ plan: 'advanced', interval: 'monthly' }],
    [{ plan: 'gold', interval: 'yearly' }],
    [{ plan: 'pro', interval: 'weekly' }],
  ])('refuses %o with invalid_choice', async (fields) => {
    const response = await startCheckout(fields);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_choice' });
  });

  it('goes to Stripe Checkout when Stripe is configured', async () => {
    suite.pointAtStripeMock();
    const response = await startCheckout({ plan: 'pro', interval: 'monthly' });
    expect(new URL(response.headers.get('Location')!).host).toBe('checkout.stripe.com');
  });

  it('says payment_failed when the provider cannot open a checkout', async () => {
    suite.pointAtUnreachableStripe();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await startCheckout({ plan: 'pro', interval: 'yearly' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'payment_failed' });
  });

  it('sends a user whose subscription still runs to the subscription page', async () => {
    await subscribe(suite.database.prisma, suite.userId, { subscriptionId: `sub_${suite.sequence}`, customerId: `cus_${suite.sequence}`, periodEnd: new Date(Date.now() + 86_400_000) });
    const response = await startCheckout({ plan: 'advanced', interval: 'yearly' });
    expect(response.headers.get('Location')).toBe('/account/subscription?checkout=subscribed');
  });
});

describe('the sandbox checkout', () => {
  async function sandboxUrl(fields = { plan: 'pro', interval: 'yearly' }) {
    const location = new URL((await startCheckout(fields)).headers.get('Location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/billing/sandbox');
    return location;
  }

  const open = (url: URL, withCookie = suite.cookie) =>
    settle(sandbox({ request: new Request(url, { headers: { Cookie: withCookie } }), params: {}, context: {} }));

  async function payOn(url: URL) {
    const body = new URLSearchParams({ session: url.searchParams.get('session')! });
    const request = new Request(url, { method: 'POST', body, headers: { Cookie: suite.cookie } });
    return settle(pay({ request, params: {}, context: {} }));
  }

  it('is our own page, saying it is a test payment, with the plan and its price', async () => {
    const response = await open(await sandboxUrl());
    const html = await renderPageMarkup(SandboxPage, await response.json());
    expect(html).toContain('This is a test payment');
    expect(html).toContain('Pay $49.99 (test)');
    expect(html).toContain('PRO');
  });

  it('"Pay" applies the events a real payment brings: PRO, active, a year paid; paying again changes nothing', async () => {
    const url = await sandboxUrl();
    const response = await payOn(url);
    expect(response.headers.get('Location')).toMatch(/^\/account\/subscription\?checkout=success&session_id=cs_sandbox_/);
    const paid = await user();
    expect(paid).toMatchObject({ plan: 'pro', subscriptionSource: 'stripe', subscriptionStatus: 'active', cancelAtPeriodEnd: false });
    expect(paid.stripeSubscriptionId).toMatch(/^sub_sandbox_/);
    expect(paid.currentPeriodEnd!.getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);
    expect(await suite.database.prisma.stripeEvent.count({ where: { id: { startsWith: 'evt_sandbox_' } } })).toBeGreaterThanOrEqual(2);

    await suite.database.prisma.user.update({ where: { id: suite.userId }, data: { cancelAtPeriodEnd: true } });
    await payOn(url);
    expect((await user()).cancelAtPeriodEnd).toBe(true);
  });

  it('shows nobody else the checkout, and nothing when Stripe is configured', async () => {
    const url = await sandboxUrl();
    const { id: otherId } = await createUser(suite.database, { username: `other${suite.sequence}`, password: 'pw-123456!' });
    expect((await open(url, await sessionCookie(otherId))).status).toBe(404);
    suite.pointAtStripeMock();
    expect((await open(url)).status).toBe(404);
  });

  it('refuses a forged or altered token', async () => {
    const url = await sandboxUrl();
    const [body, signature] = url.searchParams.get('session')!.split('.');
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString()) as Record<string, unknown>;
    forged.amountCents = 1;
    url.searchParams.set('session', `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`);
    expect((await open(url)).status).toBe(404);
  });
});
