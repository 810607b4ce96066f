import { AppError, masteringRefundRefusal } from '@slipcase/domain';
import type { MasteringDeps, MasteringRefunds } from './mastering-deps';

/**
 * The billing provider's word that a job's checkout was paid: records the payment and starts the job's workflow.
 * The same event twice (a webhook retried) starts nothing more.
 */
export async function recordMasteringPayment(
  deps: Pick<MasteringDeps, 'prisma' | 'now' | 'mastering'>,
  input: { jobId: string; checkoutId: string; paymentId: string },
): Promise<{ workflowId: string } | null> {
  const { prisma, now } = deps;
  const paid = await prisma.masteringJob.updateMany({
    where: { id: input.jobId, status: 'awaiting_payment' },
    data: { status: 'pending', checkoutId: input.checkoutId, paymentId: input.paymentId, paidAt: now },
  });
  if (paid.count === 0) return null;
  const started = await deps.mastering.start({ jobId: input.jobId });
  return { workflowId: started.workflowId };
}

/**
 * An operator's refund of a paid job (the money-back guarantee): the provider gives the payment back, then the job
 * records who refunded it and when, which also ends the track's 7 days of free presets. Refused with the reason
 * for a free revision, an unpaid job or one already refunded.
 */
export async function refundMasteringJob(
  deps: Pick<MasteringDeps, 'prisma' | 'now'> & { refunds: MasteringRefunds },
  input: { jobId: string; operatorId: string },
): Promise<void> {
  const { prisma, now } = deps;
  const job = await prisma.masteringJob.findUnique({ where: { id: input.jobId } });
  if (!job) throw new AppError('not_found', 'jobId');
  const reason = masteringRefundRefusal(job);
  if (reason || !job.paymentId) throw new AppError('mastering_not_refundable', 'jobId', { reason: reason ?? 'not_paid' });
  await deps.refunds.refundPayment(job.paymentId);
  await prisma.masteringJob.update({ where: { id: job.id }, data: { refundedAt: now, refundedById: input.operatorId } });
}
