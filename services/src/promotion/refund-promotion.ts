import { canMovePromotion, checkPromotionNote, isPromotionStatus, refundRequestRefusal, type PromotionStatus } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { refused, type PromotionMoveOutcome } from './promotion-outcome';
import type { PromotionDeps } from './promotion-deps';

/** The campaign as the moves read it; null when there is none (or, given `userId`, none of that user's). */
export async function findCampaign(deps: Pick<ServiceDeps, 'prisma'>, campaignId: string, userId?: string) {
  const campaign = await deps.prisma.promotionCampaign.findFirst({ where: { id: campaignId, ...(userId && { userId }) } });
  if (!campaign || !isPromotionStatus(campaign.status)) return null;
  return { ...campaign, status: campaign.status };
}

/** The 30-day money-back guarantee, asked for by the campaign's artist with an optional reason; staff decide. */
export async function requestPromotionRefund(
  deps: Pick<ServiceDeps, 'prisma' | 'now'>,
  input: { userId: string; campaignId: string; reason: string },
): Promise<PromotionMoveOutcome> {
  const noteErrors = checkPromotionNote(input.reason, 'reason');
  if (noteErrors[0]) return refused(noteErrors[0].code, 'reason');
  const campaign = await findCampaign(deps, input.campaignId, input.userId);
  if (!campaign) return refused('not_found');
  const refusal = refundRequestRefusal(campaign, deps.now);
  if (refusal) return refused(refusal);
  const { count } = await deps.prisma.promotionCampaign.updateMany({
    where: { id: campaign.id, refundRequestedAt: null },
    data: { refundRequestedAt: deps.now, refundReason: input.reason.trim() || null },
  });
  return count === 1 ? { ok: true } : refused('promotion_refund_pending');
}

/**
 * Gives a paid campaign's money back through the provider and records it, moving it to `to` (refunded, or
 * cancelled when staff cancel it before it runs). Exactly once: the provider is asked with the campaign's own
 * idempotency key, so a second ask (a double click, two staff at once) is answered the same refund, and only
 * the first write of a refund id counts.
 */
export async function returnPromotionMoney(
  deps: PromotionDeps,
  campaign: { id: string; status: PromotionStatus; paymentId: string | null; paidAt: Date | null },
  to: 'refunded' | 'cancelled',
  note: string | null,
): Promise<PromotionMoveOutcome> {
  if (!campaign.paymentId || !canMovePromotion(campaign.status, to, campaign.paidAt !== null)) return refused('promotion_status_invalid');
  let refundId: string;
  try {
    refundId = (await deps.provider.refundPayment({ paymentId: campaign.paymentId, idempotencyKey: `slipcase-promotion-refund:${campaign.id}` })).id;
  } catch (error) {
    console.error(`[promotion] refund of campaign ${campaign.id} failed`, error);
    return refused('payment_failed');
  }
  const { count } = await deps.prisma.promotionCampaign.updateMany({
    where: { id: campaign.id, status: campaign.status, refundId: null },
    data: { status: to, refundId, refundedAt: deps.now, ...(note !== null && { staffNote: note }), ...(to === 'cancelled' && { endedAt: deps.now }) },
  });
  return count === 1 ? { ok: true } : refused('promotion_status_invalid');
}

/** Staff decide a refund request: approved, the money goes back (once); declined, the note says why. */
export async function decidePromotionRefund(
  deps: PromotionDeps,
  input: { campaignId: string; approve: boolean; note: string },
): Promise<PromotionMoveOutcome> {
  const noteErrors = checkPromotionNote(input.note, 'note');
  if (noteErrors[0]) return refused(noteErrors[0].code, 'note');
  const campaign = await findCampaign(deps, input.campaignId);
  if (!campaign) return refused('not_found');
  if (!campaign.refundRequestedAt || campaign.refundDeclinedAt || campaign.refundedAt) return refused('promotion_status_invalid');
  const note = input.note.trim() || null;
  if (input.approve) return returnPromotionMoney(deps, campaign, 'refunded', note);
  const { count } = await deps.prisma.promotionCampaign.updateMany({
    where: { id: campaign.id, refundDeclinedAt: null, refundId: null },
    data: { refundDeclinedAt: deps.now, staffNote: note },
  });
  return count === 1 ? { ok: true } : refused('promotion_status_invalid');
}
