import { can, checkPromotionInput, isCleanText, isPlan, promotionTotalCents, type ErrorCode, type FieldError, type PromotionInput } from '@slipcase/domain';
import type { PromotionDeps } from './promotion-deps';

export type RequestPromotionOutcome =
  | { ok: true; campaignId: string; checkoutUrl: string }
  | { ok: false; kind: 'invalid'; errors: FieldError[] }
  /** Not on the Advanced plan (`promotion_advanced_required`), or the provider failing (`payment_failed`). */
  | { ok: false; kind: 'refused'; code: ErrorCode };

export interface RequestPromotionInput extends PromotionInput {
  userId: string;
  releaseId: string;
  /** Absolute URLs the provider sends the buyer back to. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * An artist asks for a campaign and goes to pay for it: the plan, the release (one of theirs, published) and the
 * campaign's days, budget and territories are checked, the campaign is written as requested and unpaid, and the
 * provider's checkout for its total is opened. Refused input, or a checkout that cannot be opened, leaves nothing.
 */
export async function requestPromotion(deps: PromotionDeps, input: RequestPromotionInput): Promise<RequestPromotionOutcome> {
  const { prisma, provider } = deps;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: input.userId }, select: { id: true, email: true, plan: true, stripeCustomerId: true } });
  if (!isPlan(user.plan) || !can(user.plan, 'promotional_tools')) return { ok: false, kind: 'refused', code: 'promotion_advanced_required' };
  const errors = checkPromotionInput(input);
  const release = isCleanText(input.releaseId)
    ? await prisma.release.findFirst({ where: { id: input.releaseId, ownerId: user.id, status: 'published' }, select: { id: true, title: true } })
    : null;
  if (!release) errors.unshift({ code: 'promotion_release_invalid', field: 'releaseId' });
  if (errors.length > 0 || !release) return { ok: false, kind: 'invalid', errors };

  const totalCents = promotionTotalCents(input);
  const campaign = await prisma.promotionCampaign.create({
    data: {
      userId: user.id,
      releaseId: release.id,
      days: input.days,
      dailyBudgetCents: input.dailyBudgetCents,
      totalCents,
      territories: [...input.territories],
    },
  });
  try {
    const checkout = await provider.createPaymentCheckout({
      userId: user.id,
      email: user.email,
      customerId: user.stripeCustomerId,
      amountCents: totalCents,
      description: `Promotion: ${release.title}, ${input.days} days`,
      metadata: { kind: 'promotion', campaignId: campaign.id, userId: user.id },
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
    });
    await prisma.promotionCampaign.update({ where: { id: campaign.id }, data: { checkoutId: checkout.id } });
    return { ok: true, campaignId: campaign.id, checkoutUrl: checkout.url };
  } catch (error) {
    await prisma.promotionCampaign.deleteMany({ where: { id: campaign.id } });
    console.error('[promotion] checkout could not be started', error);
    return { ok: false, kind: 'refused', code: 'payment_failed' };
  }
}
