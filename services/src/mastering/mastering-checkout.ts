import { AppError, isAppError, type ErrorCode } from '@slipcase/domain';
import type { BillingProvider } from '../billing/provider';
import type { ServiceDeps } from '../deps';
import { masteringJobOf } from './mastering-jobs';

/**
 * Opens the billing provider's checkout of a job waiting for its payment (15 USD, the amount the job recorded);
 * its completed event (`recordMasteringPayment`) starts the job. Another account's job is not_found; a job paid
 * or free already is refused (invalid_transition); the provider failing is `payment_failed`.
 */
export async function startMasteringCheckout(
  deps: Pick<ServiceDeps, 'prisma'> & { provider: Pick<BillingProvider, 'createPaymentCheckout'> },
  input: { userId: string; jobId: string; successUrl: string; cancelUrl: string },
): Promise<{ url: string } | { error: ErrorCode }> {
  const job = await masteringJobOf(deps, input);
  if (job.status !== 'awaiting_payment') throw new AppError('invalid_transition', 'jobId', { status: job.status });
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: input.userId }, select: { email: true, stripeCustomerId: true } });
  try {
    const session = await deps.provider.createPaymentCheckout({
      userId: input.userId,
      email: user.email,
      customerId: user.stripeCustomerId,
      amountCents: job.amountCents,
      description: `Slipcase mastering (${job.preset}): ${job.fileName}`,
      metadata: { masteringJobId: job.id, userId: input.userId },
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    return { url: session.url };
  } catch (error) {
    if (isAppError(error)) return { error: error.code };
    console.error('[mastering] checkout could not be started', error);
    return { error: 'payment_failed' };
  }
}
