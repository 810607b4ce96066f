import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraftRelease, createReleaseIn } from '../testing/release-fixture';
import { SandboxBillingProvider } from '../billing/providers/sandbox-provider';
import { readSandboxSession } from '../billing/providers/sandbox-token';
import { paySandboxPayment } from '../billing/sandbox-checkout';
import type { BillingProvider } from '../billing/provider';
import { promotableReleases, promotionQueue, userPromotions } from './promotion-campaigns';
import { requestPromotion } from './request-promotion';
import { decidePromotionRefund, requestPromotionRefund } from './refund-promotion';
import { movePromotion } from './run-promotion';

const SECRET = 'promotion-test-secret';
const BASE = 'http://localhost:3000';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

/** The sandbox provider as `npm start` runs it, counting the refunds asked of it. */
function countingSandbox() {
  const sandbox = new SandboxBillingProvider({ secret: SECRET });
  const refunds: string[] = [];
  const provider: BillingProvider = Object.assign(Object.create(sandbox) as BillingProvider, {
    refundPayment: async (input: { paymentId: string; idempotencyKey: string }) => {
      const refund = await sandbox.refundPayment(input);
      refunds.push(refund.id);
      return refund;
    },
  });
  return { provider, refunds };
}

const paidAt = new Date('2026-11-01T10:00:00Z');

async function advancedArtistWithRelease(status: 'published' | 'approved' = 'published') {
  const { ownerId, releaseId } = await createReleaseIn(db.prisma, status);
  const user = await db.prisma.user.update({ where: { id: ownerId }, data: { plan: 'advanced' } });
  return { user: { id: user.id }, releaseId };
}

const request = (provider: BillingProvider, user: Awaited<ReturnType<typeof advancedArtistWithRelease>>['user'], releaseId: string, extra = {}) =>
  requestPromotion(
    { prisma: db.prisma, now: paidAt, provider },
    { userId: user.id, releaseId, days: 7, dailyBudgetCents: 1500, territories: ['US', 'BR'], successUrl: `${BASE}/promotion?paid=1`, cancelUrl: `${BASE}/promotion`, ...extra },
  );

/** Asks for a campaign and pays it on the sandbox's page, as the artist does. */
async function paidCampaign(provider: BillingProvider) {
  const { user, releaseId } = await advancedArtistWithRelease();
  const outcome = await request(provider, user, releaseId);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  const session = readSandboxSession(new URL(outcome.checkoutUrl).searchParams.get('session'), SECRET);
  if (session?.kind !== 'payment') throw new Error('not a payment page');
  await paySandboxPayment({ prisma: db.prisma, now: paidAt, cancelPayout: async () => undefined, planOfPriceId: () => null }, session);
  return { user, releaseId, campaignId: outcome.campaignId, session };
}

describe('requesting a campaign', () => {
  it('writes it unpaid with its total and opens the provider checkout for that total; paying puts it in the queue once', async () => {
    const { provider } = countingSandbox();
    const { user, campaignId, session } = await paidCampaign(provider);
    expect(session).toMatchObject({ amountCents: 10_500, userId: user.id, metadata: { kind: 'promotion', campaignId } });
    const [campaign] = await userPromotions({ prisma: db.prisma }, user.id);
    expect(campaign).toMatchObject({ id: campaignId, status: 'requested', days: 7, dailyBudgetCents: 1500, totalCents: 10_500, territories: ['US', 'BR'], paidAt });
    // The same payment's event again (the back button, Stripe's retry) changes nothing.
    await paySandboxPayment({ prisma: db.prisma, now: new Date('2026-11-05'), cancelPayout: async () => undefined, planOfPriceId: () => null }, session);
    expect((await db.prisma.promotionCampaign.findUniqueOrThrow({ where: { id: campaignId } })).paidAt).toEqual(paidAt);
    expect((await promotionQueue({ prisma: db.prisma })).map((row) => row.id)).toContain(campaignId);
  });

  it('refuses bad input field by field and saves nothing', async () => {
    const { provider } = countingSandbox();
    const { user, releaseId } = await advancedArtistWithRelease();
    const before = await db.prisma.promotionCampaign.count();
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ dailyBudgetCents: 999 }, ['dailyBudget:promotion_budget_too_low']],
      [{ days: 0 }, ['days:promotion_days_invalid']],
      [{ territories: ['US', 'QQ'] }, ['territories:promotion_territory_unknown']],
      [{ territories: ['\u0000'] }, ['territories:promotion_territory_unknown']],
      [{ releaseId: 'rel\u0000\u001b[2J' }, ['releaseId:promotion_release_invalid']],
    ];
    for (const [extra, expected] of cases) {
      const outcome = await request(provider, user, releaseId, extra);
      expect(outcome.ok === false && outcome.kind === 'invalid' && outcome.errors.map((error) => `${error.field}:${error.code}`)).toEqual(expected);
    }
    expect(await db.prisma.promotionCampaign.count()).toBe(before);
  });

  it("refuses another account's release and an unpublished one, naming the release", async () => {
    const { provider } = countingSandbox();
    const { user } = await advancedArtistWithRelease();
    const other = await advancedArtistWithRelease();
    const draft = await createDraftRelease(db.prisma, user.id);
    for (const releaseId of [other.releaseId, draft.id]) {
      const outcome = await request(provider, user, releaseId);
      expect(outcome).toEqual({ ok: false, kind: 'invalid', errors: [{ code: 'promotion_release_invalid', field: 'releaseId' }] });
    }
    expect(await promotableReleases({ prisma: db.prisma }, user.id)).toHaveLength(1);
    expect(await db.prisma.promotionCampaign.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses the free and PRO plans (Advanced only, by policy) before anything else', async () => {
    const { provider } = countingSandbox();
    const { user, releaseId } = await advancedArtistWithRelease();
    for (const plan of ['free', 'pro'] as const) {
      await db.prisma.user.update({ where: { id: user.id }, data: { plan } });
      expect(await request(provider, user, releaseId)).toEqual({ ok: false, kind: 'refused', code: 'promotion_advanced_required' });
    }
  });

  it('leaves nothing behind when the provider cannot open a checkout', async () => {
    const { user, releaseId } = await advancedArtistWithRelease();
    const failing = Object.assign(Object.create(new SandboxBillingProvider({ secret: SECRET })) as BillingProvider, {
      createPaymentCheckout: async () => {
        throw new Error('provider down');
      },
    });
    expect(await request(failing, user, releaseId)).toEqual({ ok: false, kind: 'refused', code: 'payment_failed' });
    expect(await db.prisma.promotionCampaign.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('running a campaign', () => {
  const deps = (provider: BillingProvider, now = new Date('2026-11-02T09:00:00Z')) => ({ prisma: db.prisma, now, provider });

  it('starts, then ends, with the staff note; a second start or an end of an ended one is refused', async () => {
    const { provider } = countingSandbox();
    const { campaignId } = await paidCampaign(provider);
    expect(await movePromotion(deps(provider), { campaignId, move: 'end', note: '' })).toEqual({ ok: false, code: 'promotion_status_invalid' });
    expect(await movePromotion(deps(provider), { campaignId, move: 'start', note: 'Live on three playlists networks.' })).toEqual({ ok: true });
    expect(await movePromotion(deps(provider), { campaignId, move: 'start', note: '' })).toEqual({ ok: false, code: 'promotion_status_invalid' });
    expect(await movePromotion(deps(provider), { campaignId, move: 'end', note: 'Finished.' })).toEqual({ ok: true });
    expect(await db.prisma.promotionCampaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({
      status: 'ended',
      staffNote: 'Finished.',
      startedAt: new Date('2026-11-02T09:00:00Z'),
      endedAt: new Date('2026-11-02T09:00:00Z'),
    });
  });

  it('never starts an unpaid campaign, and refuses a note with a NUL or an escape', async () => {
    const { provider } = countingSandbox();
    const { user, releaseId } = await advancedArtistWithRelease();
    const outcome = await request(provider, user, releaseId);
    if (!outcome.ok) throw new Error('not requested');
    expect(await movePromotion(deps(provider), { campaignId: outcome.campaignId, move: 'start', note: '' })).toEqual({ ok: false, code: 'promotion_status_invalid' });
    const { campaignId } = await paidCampaign(provider);
    for (const note of ['a\u0000b', '\u001b]0;owned\u0007']) {
      expect(await movePromotion(deps(provider), { campaignId, move: 'start', note })).toEqual({ ok: false, code: 'invalid_characters', field: 'note' });
    }
    expect((await db.prisma.promotionCampaign.findUniqueOrThrow({ where: { id: campaignId } })).status).toBe('requested');
  });

  it('cancels a campaign that has not started, refunding it through the provider once', async () => {
    const { provider, refunds } = countingSandbox();
    const { campaignId } = await paidCampaign(provider);
    expect(await movePromotion(deps(provider), { campaignId, move: 'cancel', note: 'No slot this month.' })).toEqual({ ok: true });
    expect(await movePromotion(deps(provider), { campaignId, move: 'cancel', note: '' })).toEqual({ ok: false, code: 'promotion_status_invalid' });
    expect(refunds).toHaveLength(1);
    expect(await db.prisma.promotionCampaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({ status: 'cancelled', refundId: refunds[0] });
  });
});

describe('the 30-day money-back guarantee', () => {
  it('is asked for by the artist, approved by staff and refunded exactly once, even when two approvals race', async () => {
    const { provider, refunds } = countingSandbox();
    const { user, campaignId } = await paidCampaign(provider);
    const now = new Date('2026-11-20T00:00:00Z');
    expect(await requestPromotionRefund({ prisma: db.prisma, now }, { userId: user.id, campaignId, reason: 'No new listeners.' })).toEqual({ ok: true });
    expect(await requestPromotionRefund({ prisma: db.prisma, now }, { userId: user.id, campaignId, reason: '' })).toEqual({ ok: false, code: 'promotion_refund_pending' });
    const approve = () => decidePromotionRefund({ prisma: db.prisma, now, provider }, { campaignId, approve: true, note: 'Refunded.' });
    const outcomes = await Promise.all([approve(), approve()]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(new Set(refunds).size).toBe(1);
    expect(await db.prisma.promotionCampaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({ status: 'refunded', refundId: refunds[0], refundReason: 'No new listeners.' });
    expect(await approve()).toEqual({ ok: false, code: 'promotion_status_invalid' });
  });

  it("refuses someone else's campaign, a request after 30 days, and a declined request asked again", async () => {
    const { provider, refunds } = countingSandbox();
    const { user, campaignId } = await paidCampaign(provider);
    const stranger = await advancedArtistWithRelease();
    const now = new Date('2026-11-10T00:00:00Z');
    expect(await requestPromotionRefund({ prisma: db.prisma, now }, { userId: stranger.user.id, campaignId, reason: '' })).toEqual({ ok: false, code: 'not_found' });
    expect(await requestPromotionRefund({ prisma: db.prisma, now: new Date('2026-12-02T00:00:00Z') }, { userId: user.id, campaignId, reason: '' })).toEqual({
      ok: false,
      code: 'promotion_refund_window_closed',
    });
    expect(await requestPromotionRefund({ prisma: db.prisma, now }, { userId: user.id, campaignId, reason: '' })).toEqual({ ok: true });
    expect(await decidePromotionRefund({ prisma: db.prisma, now, provider }, { campaignId, approve: false, note: 'The campaign ran as agreed.' })).toEqual({ ok: true });
    expect(await requestPromotionRefund({ prisma: db.prisma, now }, { userId: user.id, campaignId, reason: '' })).toEqual({ ok: false, code: 'promotion_refund_pending' });
    expect(await decidePromotionRefund({ prisma: db.prisma, now, provider }, { campaignId, approve: true, note: '' })).toEqual({ ok: false, code: 'promotion_status_invalid' });
    expect(refunds).toHaveLength(0);
  });
});
