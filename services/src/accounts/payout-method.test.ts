import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { SANDBOX_ACCOUNT_PREFIX, SandboxBillingProvider } from '../billing/providers/sandbox-provider';
import { createTestUser } from '../testing/release-fixture';
import { chooseStripe, finishStripeOnboarding, loadPayoutSettings, savePayoneer, startStripeOnboarding } from './payout-method';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const sandbox = () => new SandboxBillingProvider({ secret: 'sandbox-secret-for-tests' });
/** A provider that cannot be reached. */
class DownProvider extends SandboxBillingProvider {
  override createConnectOnboarding(): never {
    throw new Error('Stripe is down');
  }

  override retrieveConnectAccount(): never {
    throw new Error('Stripe is down');
  }
}

const urls = { returnUrl: 'https://slipcase.example/account/payout/return', refreshUrl: 'https://slipcase.example/account/payout' };

describe('the payout method', () => {
  it('is configured once the chosen method has its account: a Payoneer e-mail, or a Stripe account that finished onboarding', async () => {
    const user = await createTestUser(db.prisma);
    const deps = { prisma: db.prisma, provider: sandbox() };
    expect(await loadPayoutSettings(deps, user.id)).toEqual({ payoutMethod: null, stripeAccountId: null, stripeAccountReady: false, payoneerEmail: null, configured: false });

    expect(await savePayoneer(deps, { userId: user.id, payoneerEmail: 'payee@example.test' })).toBe(true);
    expect(await loadPayoutSettings(deps, user.id)).toMatchObject({ payoutMethod: 'payoneer', payoneerEmail: 'payee@example.test', configured: true });
    // No Stripe account yet: choosing Stripe changes nothing.
    expect(await chooseStripe(deps, user.id)).toBe(false);

    const url = await startStripeOnboarding(deps, { user: { id: user.id, email: user.email }, ...urls });
    expect(url).toMatch(/^https:\/\/slipcase\.example\/billing\/sandbox\?session=/);
    const started = await loadPayoutSettings(deps, user.id);
    expect(started).toMatchObject({ payoutMethod: 'payoneer', stripeAccountReady: false, configured: true });
    expect(started.stripeAccountId).toMatch(new RegExp(`^${SANDBOX_ACCOUNT_PREFIX}`));
    // Onboarding again resumes the same account.
    await startStripeOnboarding(deps, { user: { id: user.id, email: user.email }, ...urls });
    expect((await loadPayoutSettings(deps, user.id)).stripeAccountId).toBe(started.stripeAccountId);

    expect(await finishStripeOnboarding(deps, user.id)).toBe('ready');
    expect(await loadPayoutSettings(deps, user.id)).toMatchObject({ payoutMethod: 'stripe', stripeAccountReady: true, configured: true });
    await savePayoneer(deps, { userId: user.id, payoneerEmail: 'payee@example.test' });
    expect(await chooseStripe(deps, user.id)).toBe(true);
    expect((await loadPayoutSettings(deps, user.id)).payoutMethod).toBe('stripe');
  });

  it('keeps everything as it was when the holder left onboarding early or the provider failed', async () => {
    const user = await createTestUser(db.prisma);
    await db.prisma.user.update({ where: { id: user.id }, data: { payoutMethod: 'payoneer', payoneerEmail: 'payee@example.test', stripeAccountId: 'acct_unfinished' } });
    const deps = { prisma: db.prisma, provider: sandbox() };
    // Not an account the sandbox finished: its details are still owed.
    expect(await finishStripeOnboarding(deps, user.id)).toBe('incomplete');
    expect(await loadPayoutSettings(deps, user.id)).toMatchObject({ payoutMethod: 'payoneer', stripeAccountReady: false });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const down = new DownProvider({ secret: 'sandbox-secret-for-tests' });
    expect(await startStripeOnboarding({ prisma: db.prisma, provider: down }, { user: { id: user.id, email: user.email }, ...urls })).toBeNull();
    expect(await finishStripeOnboarding({ prisma: db.prisma, provider: down }, user.id)).toBe('failed');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
    expect(await loadPayoutSettings(deps, user.id)).toMatchObject({ payoutMethod: 'payoneer', stripeAccountId: 'acct_unfinished', stripeAccountReady: false });
    const fresh = await createTestUser(db.prisma);
    expect(await finishStripeOnboarding(deps, fresh.id)).toBe('failed');
  });
});
