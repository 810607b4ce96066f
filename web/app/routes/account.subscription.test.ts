import { describe, expect, it, vi } from 'vitest';
import { subscribe } from '@slipcase/services/billing/testing/fixtures';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import { useBillingTestUser } from '../testing/suites';
import SubscriptionPage, { action, loader } from './account.subscription';
import { action as portal } from './billing.portal';

// The sandbox is the billing provider here (no STRIPE_SECRET_KEY), keeping its subscriptions on the users' rows.
const DAY_MS = 24 * 60 * 60 * 1000;
const suite = useBillingTestUser('subscriber', { stripeMock: false });

const url = 'http://localhost/account/subscription';

async function page() {
  const response = await settle(loader({ request: new Request(url, { headers: { Cookie: suite.cookie } }), params: {}, context: {} }));
  return response.json();
}

async function cancel() {
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(), headers: { Cookie: suite.cookie } });
  const response = await settle(action({ request, params: {}, context: {} }));
  return { status: response.status, body: (await response.json()) as { error: string | null } };
}

const subscribed = (fields: Partial<Parameters<typeof subscribe>[2]> = {}) =>
  subscribe(suite.database.prisma, suite.userId, {
    subscriptionId: `sub_sandbox_${suite.sequence}`,
    customerId: `cus_sandbox_${suite.sequence}`,
    periodEnd: new Date(Date.now() + 200 * DAY_MS),
    ...fields,
  });

describe('/account/subscription', () => {
  it('shows a free user the plans with their prices and the way to /upgrade', async () => {
    const data = await page();
    expect(data).toMatchObject({ plan: 'free', status: null, canCancel: false, canManagePayment: false });
    const html = await renderPageMarkup(SubscriptionPage, data);
    expect(html).toContain('Your plan: Free');
    expect(html).toContain('$49.99');
    expect(html).toContain('$24.99');
    expect(html).toContain('$199.99');
    expect(html).toMatch(/href="\/upgrade"/);
  });

  it('shows a running subscription with its renewal date, the cancel button and payment management', async () => {
    await subscribed({ periodEnd: new Date('2031-05-10T00:00:00Z') });
    const data = await page();
    expect(data).toMatchObject({ plan: 'pro', status: 'active', canCancel: true, canManagePayment: true, cancelAtPeriodEnd: false });
    const html = await renderPageMarkup(SubscriptionPage, data);
    expect(html).toContain('Your subscription renews on May 10, 2031.');
    expect(html).toContain('Cancel subscription');
    expect(html).toContain('Manage payment method');
  });

  it('cancels at the end of the period: the page says until when premium stays', async () => {
    await subscribed({ periodEnd: new Date('2031-05-10T00:00:00Z') });
    expect(await cancel()).toEqual({ status: 200, body: { error: null } });
    const data = await page();
    expect(data).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: true, canCancel: false });
    const html = await renderPageMarkup(SubscriptionPage, data);
    expect(html).toContain('You keep PRO until May 10, 2031');
    expect(html).not.toContain('Cancel subscription');
  });

  it('says subscription_cancel_failed when there is nothing to cancel or the provider fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await cancel()).body.error).toBe('subscription_cancel_failed');
    await subscribed();
    suite.pointAtUnreachableStripe();
    expect(await cancel()).toEqual({ status: 502, body: { error: 'subscription_cancel_failed' } });
    expect((await suite.database.prisma.user.findUniqueOrThrow({ where: { id: suite.userId } })).cancelAtPeriodEnd).toBe(false);
  });

  it('sends store-bought subscriptions to the device settings instead of cancelling', async () => {
    await subscribed();
    await suite.database.prisma.user.update({ where: { id: suite.userId }, data: { subscriptionSource: 'play_store' } });
    const data = await page();
    expect(data).toMatchObject({ storeBought: true, canCancel: false, canManagePayment: false });
    const html = await renderPageMarkup(SubscriptionPage, data);
    expect(html).toContain('subscription settings');
    expect(html).not.toContain('Cancel subscription');
  });

  it('ends a cancelled subscription once its period has passed', async () => {
    await subscribed({ periodEnd: new Date(Date.now() - DAY_MS), cancelAtPeriodEnd: true });
    expect(await page()).toMatchObject({ plan: 'free', status: null, canCancel: false });
    expect(await suite.database.prisma.user.findUniqueOrThrow({ where: { id: suite.userId } })).toMatchObject({
      plan: 'free',
      subscriptionStatus: 'canceled',
    });
  });

  it('says when an administrator gave the plan and nothing is billed', async () => {
    await suite.database.prisma.user.update({ where: { id: suite.userId }, data: { plan: 'advanced' } });
    const html = await renderPageMarkup(SubscriptionPage, await page());
    expect(html).toContain('Advanced was given to this account by an administrator');
  });
});

describe('POST /billing/portal', () => {
  const open = async () => {
    const request = new Request('http://localhost/billing/portal', { method: 'POST', headers: { Cookie: suite.cookie } });
    return settle(portal({ request, params: {}, context: {} }));
  };

  it('opens payment management for a customer', async () => {
    await subscribed();
    const location = new URL((await open()).headers.get('Location')!);
    expect(location.pathname).toBe('/billing/sandbox');
    expect(location.searchParams.get('session')).toBeTruthy();
  });

  it('comes back with payment_management_unavailable when it cannot open', async () => {
    expect((await open()).headers.get('Location')).toBe('/account/subscription?error=payment_management_unavailable');
    await subscribed();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    suite.pointAtUnreachableStripe();
    expect((await open()).headers.get('Location')).toBe('/account/subscription?error=payment_management_unavailable');
    const html = await renderPageMarkup(SubscriptionPage, await page());
    expect(html).toContain('Manage payment method');
  });
});
