import type { ServiceDeps } from '../deps';

/**
 * The billing provider took a campaign's money (its completed checkout's event, from Stripe's webhook or the
 * sandbox's "Pay"): the campaign joins the staff's queue. Only a campaign waiting for payment, for exactly its total,
 * is marked; a repeated event changes nothing.
 */
export async function markPromotionPaid(
  deps: Pick<ServiceDeps, 'prisma' | 'now'>,
  input: { campaignId: string; paymentId: string; amountCents: number | null },
): Promise<boolean> {
  const campaign = await deps.prisma.promotionCampaign.findUnique({ where: { id: input.campaignId }, select: { totalCents: true } });
  if (!campaign) return false;
  if (input.amountCents !== null && input.amountCents !== campaign.totalCents) {
    console.error(`[promotion] campaign ${input.campaignId} paid ${input.amountCents} cents, not its ${campaign.totalCents}: not marked paid`);
    return false;
  }
  const { count } = await deps.prisma.promotionCampaign.updateMany({
    where: { id: input.campaignId, paidAt: null, status: 'requested' },
    data: { paidAt: deps.now, paymentId: input.paymentId },
  });
  return count === 1;
}
