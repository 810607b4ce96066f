import type { ServiceDeps } from '../deps';
import type { BillingProvider } from '../billing/provider';
import { payoutDestination } from '../payouts/withdrawals';

type Deps = Pick<ServiceDeps, 'prisma'>;

/** The payout method and both accounts, for the payout settings page. */
export async function loadPayoutSettings({ prisma }: Deps, userId: string) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { payoutMethod: true, stripeAccountId: true, stripeAccountReady: true, payoneerEmail: true },
  });
  // The same test the royalties page and the withdrawal make: a method with its account.
  return { ...user, configured: payoutDestination(user) !== null };
}

/** Pays out to this Payoneer e-mail from now on; false when the database refused. */
export async function savePayoneer({ prisma }: Deps, { userId, payoneerEmail }: { userId: string; payoneerEmail: string }): Promise<boolean> {
  try {
    await prisma.user.update({ where: { id: userId }, data: { payoutMethod: 'payoneer', payoneerEmail } });
    return true;
  } catch (error) {
    console.error('[account] the Payoneer e-mail was not saved', error);
    return false;
  }
}

/** Pays out to the Stripe connected account again, once it finished onboarding; false when it has not. */
export async function chooseStripe({ prisma }: Deps, userId: string): Promise<boolean> {
  const { count } = await prisma.user.updateMany({
    where: { id: userId, stripeAccountReady: true, stripeAccountId: { not: null } },
    data: { payoutMethod: 'stripe' },
  });
  return count === 1;
}

type ProviderDeps = Deps & { provider: BillingProvider };

/**
 * Starts (or resumes) Stripe Connect onboarding: the user's express account, made now if they have none and kept
 * before leaving, and the link to Stripe's onboarding. Null when the provider failed.
 */
export async function startStripeOnboarding(
  { prisma, provider }: ProviderDeps,
  { user, returnUrl, refreshUrl }: { user: { id: string; email: string }; returnUrl: string; refreshUrl: string },
): Promise<string | null> {
  try {
    const { stripeAccountId } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeAccountId: true } });
    const onboarding = await provider.createConnectOnboarding({ accountId: stripeAccountId, userId: user.id, email: user.email, returnUrl, refreshUrl });
    if (onboarding.accountId !== stripeAccountId) {
      await prisma.user.update({ where: { id: user.id }, data: { stripeAccountId: onboarding.accountId, stripeAccountReady: false } });
    }
    return onboarding.url;
  } catch (error) {
    console.error('[account] Stripe Connect onboarding could not start', error);
    return null;
  }
}

export type OnboardingOutcome = 'ready' | 'incomplete' | 'failed';

/**
 * Back from Stripe: the account is ready once its holder submitted their details, and then becomes the payout
 * method. Leaving early (or an account that still owes details) keeps everything as it was.
 */
export async function finishStripeOnboarding({ prisma, provider }: ProviderDeps, userId: string): Promise<OnboardingOutcome> {
  try {
    const { stripeAccountId } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeAccountId: true } });
    if (!stripeAccountId) return 'failed';
    const account = await provider.retrieveConnectAccount(stripeAccountId);
    if (!account.detailsSubmitted) return 'incomplete';
    await prisma.user.update({ where: { id: userId }, data: { stripeAccountReady: true, payoutMethod: 'stripe' } });
    return 'ready';
  } catch (error) {
    console.error('[account] the Stripe connected account could not be read', error);
    return 'failed';
  }
}
