import { canMovePromotion, checkPromotionNote } from '@slipcase/domain';
import { refused, type PromotionMoveOutcome } from './promotion-outcome';
import type { PromotionDeps } from './promotion-deps';
import { findCampaign, returnPromotionMoney } from './refund-promotion';

export type PromotionMove = 'start' | 'end' | 'cancel';

/**
 * Staff run a paid campaign from the queue, with a note the artist reads: start it (running), end it (ended), or
 * cancel one that has not started, which gives the money back through the provider.
 */
export async function movePromotion(deps: PromotionDeps, input: { campaignId: string; move: PromotionMove; note: string }): Promise<PromotionMoveOutcome> {
  const noteErrors = checkPromotionNote(input.note, 'note');
  if (noteErrors[0]) return refused(noteErrors[0].code, 'note');
  const campaign = await findCampaign(deps, input.campaignId);
  if (!campaign) return refused('not_found');
  const note = input.note.trim() || null;
  if (input.move === 'cancel') return returnPromotionMoney(deps, campaign, 'cancelled', note);

  const to = input.move === 'start' ? 'running' : 'ended';
  if (!canMovePromotion(campaign.status, to, campaign.paidAt !== null)) return refused('promotion_status_invalid');
  const { count } = await deps.prisma.promotionCampaign.updateMany({
    where: { id: campaign.id, status: campaign.status },
    data: { status: to, ...(to === 'running' ? { startedAt: deps.now } : { endedAt: deps.now }), ...(note !== null && { staffNote: note }) },
  });
  return count === 1 ? { ok: true } : refused('promotion_status_invalid');
}
