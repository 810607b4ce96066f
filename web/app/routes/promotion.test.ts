import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { createReleaseRow } from '../testing/releases';
import { settle } from '../testing/sign-in';
import { action as sandboxAction } from './billing.sandbox';
import { action as queueAction, loader as queueLoader } from './operator.promotions';
import { action, loader } from './promotion';

let database: TestDatabase;
const cookies: Record<'advanced' | 'pro' | 'free' | 'staff' | 'stranger', string> = { advanced: '', pro: '', free: '', staff: '', stranger: '' };
let releaseId: string;
let strangerReleaseId: string;
let draftId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  const [advanced, pro, free, staff, stranger] = await Promise.all([
    createUser(database, { username: 'promo-advanced', password: 'pw-123456!', plan: 'advanced' }),
    createUser(database, { username: 'promo-pro', password: 'pw-123456!', plan: 'pro' }),
    createUser(database, { username: 'promo-free', password: 'pw-123456!' }),
    createUser(database, { username: 'promo-staff', password: 'pw-123456!', role: 'operator' }),
    createUser(database, { username: 'promo-stranger', password: 'pw-123456!', plan: 'advanced' }),
  ]);
  const users = { advanced, pro, free, staff, stranger };
  for (const kind of Object.keys(cookies) as Array<keyof typeof cookies>) cookies[kind] = await sessionCookie(users[kind].id);
  releaseId = (await createReleaseRow(database, { ownerId: advanced.id, title: 'Night Drive', status: 'published' })).id;
  draftId = (await createReleaseRow(database, { ownerId: advanced.id, title: 'Unfinished', status: 'draft' })).id;
  strangerReleaseId = (await createReleaseRow(database, { ownerId: stranger.id, title: 'Not Yours', status: 'published' })).id;
  await createReleaseRow(database, { ownerId: pro.id, title: 'Pro Song', status: 'published' });
});
afterAll(() => database?.drop());

function post(path: string, cookie: string, values: Record<string, string | string[]>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) for (const item of [value].flat()) body.append(name, item);
  return new Request(`http://localhost${path}`, { method: 'POST', body, headers: { Cookie: cookie } });
}
const ask = (cookie: string, values: Record<string, string | string[]>) => settle(action({ request: post('/promotion', cookie, values), params: {}, context: {} }));
const campaign = (extra: Record<string, string | string[]> = {}) => ({ intent: 'request', releaseId, days: '7', dailyBudget: '12.50', territories: ['US', 'BR'], ...extra });
const load = async (cookie?: string) =>
  (await settle(loader({ request: new Request('http://localhost/promotion', cookie ? { headers: { Cookie: cookie } } : {}), params: {}, context: {} }))).json();
const move = (cookie: string, values: Record<string, string>) => settle(queueAction({ request: post('/operator/promotions', cookie, values), params: {}, context: {} }));

describe('/promotion', () => {
  it('shows visitors, the free and the PRO plan what it is and the way to it, and no form', async () => {
    for (const cookie of [undefined, cookies.free, cookies.pro]) {
      expect(await load(cookie)).toMatchObject({ allowed: false, releases: [], campaigns: [] });
    }
    expect(await load(cookies.advanced)).toMatchObject({ allowed: true, releases: [{ id: releaseId, title: 'Night Drive' }] });
  });

  it('refuses the free and PRO plans on the server (403), whatever the page showed, and saves nothing', async () => {
    for (const cookie of [cookies.free, cookies.pro]) {
      const response = await ask(cookie, campaign());
      expect(response.status).toBe(403);
      expect(await response.json()).toBe('promotion_advanced_required');
    }
    expect(await database.prisma.promotionCampaign.count()).toBe(0);
  });

  it('sends a visitor to sign in', async () => {
    const response = await settle(action({ request: post('/promotion', '', campaign()), params: {}, context: {} }));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/^\/auth\/login/);
  });

  it.each([
    ['a budget below 10 USD a day', { dailyBudget: '9.99' }, 'dailyBudget', 'promotion_budget_too_low'],
    ['fractions of a cent', { dailyBudget: '10.005' }, 'dailyBudget', 'promotion_budget_too_low'],
    ['0 days', { days: '0' }, 'days', 'promotion_days_invalid'],
    ['an unknown territory', { territories: ['US', 'XX'] }, 'territories', 'promotion_territory_unknown'],
    ['a territory with an escape', { territories: ['U\u001b[2JS'] }, 'territories', 'promotion_territory_unknown'],
    ["another account's release", { releaseId: 'placeholder-stranger' }, 'releaseId', 'promotion_release_invalid'],
    ['an unpublished release', { releaseId: 'placeholder-draft' }, 'releaseId', 'promotion_release_invalid'],
    ['a release id with a NUL', { releaseId: 'abc\u0000' }, 'releaseId', 'promotion_release_invalid'],
  ])('refuses %s with its message on its field, saving nothing', async (_name, extra, field, code) => {
    const fields = { ...extra } as Record<string, string | string[]>;
    if (fields.releaseId === 'placeholder-stranger') fields.releaseId = strangerReleaseId;
    if (fields.releaseId === 'placeholder-draft') fields.releaseId = draftId;
    const response = await ask(cookies.advanced, campaign(fields));
    expect(response.status).toBe(400);
    const { reply } = (await response.json()) as { reply: { error: Record<string, string[]> } };
    expect(reply.error[field]?.[0]).toMatch(new RegExp(`^${code}`));
    expect(await database.prisma.promotionCampaign.count()).toBe(0);
  });

  it('goes to the payment page for the total; paying puts the campaign in the staff queue; staff start and end it', async () => {
    const response = await ask(cookies.advanced, campaign());
    expect(response.status).toBe(302);
    const checkout = new URL(response.headers.get('Location') ?? '', 'http://localhost');
    expect(checkout.pathname).toBe('/billing/sandbox');
    const stored = await database.prisma.promotionCampaign.findFirstOrThrow();
    expect(stored).toMatchObject({ totalCents: 8750, dailyBudgetCents: 1250, days: 7, territories: ['US', 'BR'], paidAt: null });

    // Only the buyer may pay their checkout.
    const token = checkout.searchParams.get('session') ?? '';
    const stranger = await settle(sandboxAction({ request: post('/billing/sandbox', cookies.stranger, { session: token }), params: {}, context: {} }));
    expect(stranger.status).toBe(404);
    const paid = await settle(sandboxAction({ request: post('/billing/sandbox', cookies.advanced, { session: token }), params: {}, context: {} }));
    expect(paid.headers.get('Location')).toBe('/promotion?paid=1');

    const queue = await settle(queueLoader({ request: new Request('http://localhost/operator/promotions', { headers: { Cookie: cookies.staff } }), params: {}, context: {} }));
    expect(((await queue.json()) as { campaigns: Array<{ id: string }> }).campaigns.map((row) => row.id)).toEqual([stored.id]);

    expect((await move(cookies.advanced, { intent: 'start', campaignId: stored.id, note: '' })).status).toBe(403);
    expect((await move(cookies.staff, { intent: 'end', campaignId: stored.id, note: '' })).status).toBe(409);
    expect((await move(cookies.staff, { intent: 'start', campaignId: stored.id, note: 'bad\u0000' })).status).toBe(400);
    expect((await move(cookies.staff, { intent: 'start', campaignId: stored.id, note: 'Live from Monday.' })).status).toBe(302);
    expect((await move(cookies.staff, { intent: 'end', campaignId: stored.id, note: '' })).status).toBe(302);
    expect(await database.prisma.promotionCampaign.findUniqueOrThrow({ where: { id: stored.id } })).toMatchObject({ status: 'ended', staffNote: 'Live from Monday.' });

    // The money-back guarantee: the artist asks, another account cannot, staff approve once.
    expect((await ask(cookies.stranger, { intent: 'refund', campaignId: stored.id, reason: '' })).status).toBe(404);
    expect((await ask(cookies.advanced, { intent: 'refund', campaignId: stored.id, reason: 'No new listeners.' })).status).toBe(302);
    expect((await ask(cookies.advanced, { intent: 'refund', campaignId: stored.id, reason: '' })).status).toBe(409);
    expect((await move(cookies.staff, { intent: 'approveRefund', campaignId: stored.id, note: 'Refunded in full.' })).status).toBe(302);
    expect((await move(cookies.staff, { intent: 'approveRefund', campaignId: stored.id, note: '' })).status).toBe(409);
    const refunded = await database.prisma.promotionCampaign.findUniqueOrThrow({ where: { id: stored.id } });
    expect(refunded).toMatchObject({ status: 'refunded', refundReason: 'No new listeners.' });
    expect(refunded.refundId).toMatch(/^re_sandbox_/);
  });

  it('keeps the queue to staff', async () => {
    for (const cookie of [cookies.advanced, cookies.free]) {
      const response = await settle(queueLoader({ request: new Request('http://localhost/operator/promotions', { headers: { Cookie: cookie } }), params: {}, context: {} }));
      expect(response.status).toBe(403);
    }
  });
});
