import { parseWithZod } from '@conform-to/zod/v4';
import { getPrisma } from '@slipcase/db';
import { payoutDestination } from '@slipcase/services';
import type { BillingProvider } from '../billing/provider';
import { billingProviderFromEnv } from '../billing/provider-from-env.server';
import { STRIPE_CONNECT_PATH } from './paths';
import { payoneerSchema } from './schemas';


/** The payout method and both accounts, for the payout settings page. */
export async function loadPayoutSettings(userId: string) {
  const user = await getPrisma().user.findUniqueOrThrow({
    where: { id: userId },
    select: { payoutMethod: true, stripeAccountId: true, stripeAccountReady: true, payoneerEmail: true },
  });
  // The same test the royalties page and the withdrawal make: a method with its account.
  return { ...user, configured: payoutDestination(user) !== null };
}

/** Pays out to this Payoneer e-mail from now on. */
export async function savePayoneer(userId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: payoneerSchema });
  if (submission.status !== 'success') return { reply: submission.reply(), saved: false, status: 400 };
  try {
    await getPrisma().user.update({
      where: { id: userId },
      data: { payoutMethod: 'payoneer', payoneerEmail: submission.value.payoneerEmail },
    });
  } catch (error) {
    console.error('[account] the Payoneer e-mail was not saved', error);
    return { reply: submission.reply({ formErrors: ['payout_setup_failed'] }), saved: false, status: 500 };
  }
  return { reply: submission.reply(), saved: true, status: 200 };
}

/** Pays out to the Stripe connected account again, once it finished onboarding; false when it has not. */
export async function chooseStripe(userId: string): Promise<boolean> {
  const { count } = await getPrisma().user.updateMany({
    where: { id: userId, stripeAccountReady: true, stripeAccountId: { not: null } },
    data: { payoutMethod: 'stripe' },
  });
  return count === 1;
}

/**
 * Starts (or resumes) Stripe Connect onboarding: the user's express account, made now if they have none and kept
 * before leaving, and the link to Stripe's onboarding. Null when the provider failed.
 */
export async function startStripeOnboarding(
  user: { id: string; email: string },
  origin: string,
  provider: BillingProvider = billingProviderFromEnv(),
): Promise<string | null> {
  const prisma = getPrisma();
  try {
    const { stripeAccountId } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeAccountId: true } });
    const onboarding = await provider.createConnectOnboarding({
      accountId: stripeAccountId,
      userId: user.id,
      email: user.email,
      returnUrl: `${origin}${STRIPE_CONNECT_PATH}?return=1`,
      refreshUrl: `${origin}${STRIPE_CONNECT_PATH}?refresh=1`,
    });
    if (onboarding.accountId !== stripeAccountId) {
      await prisma.user.update({
        where: { id: user.id },
        data: { stripeAccountId: onboarding.accountId, stripeAccountReady: false },
      });
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
export async function finishStripeOnboarding(
  userId: string,
  provider: BillingProvider = billingProviderFromEnv(),
): Promise<OnboardingOutcome> {
  const prisma = getPrisma();
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
