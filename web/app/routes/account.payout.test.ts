import type { LoaderFunctionArgs } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import { useBillingTestUser } from '../testing/suites';
import PayoutSettingsPage, { action, loader } from './account.payout';
import { action as startOnboarding, loader as onboardingReturn } from './account.payout.stripe';
import SandboxPage, { loader as sandbox } from './billing.sandbox';

const suite = useBillingTestUser('payee');

const BASE = 'http://localhost:3000';
const user = () => suite.database.prisma.user.findUniqueOrThrow({ where: { id: suite.userId } });
const get = (route: (args: LoaderFunctionArgs) => unknown, path: string | URL) =>
  settle(route({ request: new Request(new URL(path, BASE), { headers: { Cookie: suite.cookie } }), params: {}, context: {} }));

async function post(fields: Record<string, string>) {
  const request = new Request(`${BASE}/account/payout`, { method: 'POST', body: new URLSearchParams(fields), headers: { Cookie: suite.cookie } });
  const response = await settle(action({ request, params: {}, context: {} }));
  return { status: response.status, body: (await response.json()) as { reply: { error?: Record<string, string[]> } | null; saved: boolean; error: string | null } };
}

async function connect() {
  const request = new Request(`${BASE}/account/payout/stripe`, { method: 'POST', headers: { Cookie: suite.cookie } });
  return settle(startOnboarding({ request, params: {}, context: {} }));
}

describe('/account/payout', () => {
  it('says no payout method is set up, with both ways to set one', async () => {
    const data = await (await get(loader, '/account/payout')).json();
    expect(data).toMatchObject({ configured: false, payoutMethod: null });
    const html = await renderPageMarkup(PayoutSettingsPage, data);
    expect(html).toContain('No payout method yet');
    expect(html).toContain('Connect with Stripe');
    expect(html).toContain('Payoneer email');
  });

  it('saves a Payoneer e-mail as the payout method', async () => {
    const { status, body } = await post({ intent: 'payoneer', payoneerEmail: 'nova@payoneer.example' });
    expect(status).toBe(200);
    expect(body.saved).toBe(true);
    expect(await user()).toMatchObject({ payoutMethod: 'payoneer', payoneerEmail: 'nova@payoneer.example' });
    const html = await renderPageMarkup(PayoutSettingsPage, await (await get(loader, '/account/payout')).json());
    expect(html).toContain('Payoneer account nova@payoneer.example');
    expect(html).not.toContain('No payout method yet');
  });

  it.each([
    ['', 'required'],
    ['not-an-address', 'invalid_email'],
  ])('refuses the Payoneer e-mail %j with %s', async (payoneerEmail, code) => {
    const { status, body } = await post({ intent: 'payoneer', payoneerEmail });
    expect(status).toBe(400);
    expect(body.reply?.error?.payoneerEmail).toEqual([code]);
  });

  it('will not switch to a Stripe account that has not finished onboarding', async () => {
    expect(await post({ intent: 'use-stripe' })).toMatchObject({ status: 409, body: { error: 'payout_setup_failed' } });
  });
});

describe('Stripe Connect onboarding', () => {
  it('in the sandbox: a test page, then back with the account ready and chosen', async () => {
    const location = new URL((await connect()).headers.get('Location')!);
    expect(location.pathname).toBe('/billing/sandbox');
    const accountId = (await user()).stripeAccountId;
    expect(accountId).toMatch(/^acct_sandbox_/);
    const html = await renderPageMarkup(SandboxPage, await (await get(sandbox, location)).json());
    expect(html).toContain('Test Stripe onboarding');
    expect(html).toContain('href="/account/payout/stripe?return=1"');

    const back = await get(onboardingReturn, '/account/payout/stripe?return=1');
    expect(back.headers.get('Location')).toBe('/account/payout?stripe=ready');
    expect(await user()).toMatchObject({ stripeAccountId: accountId, stripeAccountReady: true, payoutMethod: 'stripe' });

    // Starting again keeps the same account.
    await connect();
    expect((await user()).stripeAccountId).toBe(accountId);
  });

  it('with Stripe: an express account and Stripe’s onboarding link; an unfinished account stays unready', async () => {
    suite.pointAtStripeMock();
    const location = new URL((await connect()).headers.get('Location')!);
    expect(location.protocol).toBe('https:');
    expect((await user()).stripeAccountId).toMatch(/^acct_/);
    // stripe-mock's account has not submitted its details.
    const back = await get(onboardingReturn, '/account/payout/stripe?return=1');
    expect(back.headers.get('Location')).toBe('/account/payout?stripe=incomplete');
    expect(await user()).toMatchObject({ stripeAccountReady: false, payoutMethod: null });
    // An expired link asks for a fresh one.
    const refreshed = await get(onboardingReturn, '/account/payout/stripe?refresh=1');
    expect(new URL(refreshed.headers.get('Location')!).protocol).toBe('https:');
  });

  it('comes back with payout_setup_failed when Stripe cannot be reached', async () => {
    suite.pointAtUnreachableStripe();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await connect()).headers.get('Location')).toBe('/account/payout?stripe=failed');
    const html = await renderPageMarkup(PayoutSettingsPage, await (await get(loader, '/account/payout')).json());
    expect(html).toContain('Connect with Stripe');
  });
});
