import type { TestDatabase } from '@slipcase/db/testing';
import { billingEvent, signedWebhook } from '@slipcase/services/billing/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import { loader as shareLinkLoader } from './r.$code';
import ReferralProgramPage, { loader } from './referral-program';
import { action as webhook } from './webhooks.stripe';

// The page, the share link and the webhook that rewards, against a fresh database, with the tiers set to 1:700,2:1500.
const SECRET = 'whsec_referral_test';
let database: TestDatabase;
let referrerId: string;
let cookie: string;

beforeAll(async () => {
  database = await useTestDatabase();
  process.env.SLIPCASE_PUBLIC_URL = 'https://music.example.org';
  process.env.SLIPCASE_REFERRAL_TIERS = '1:700,2:1500';
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  delete process.env.STRIPE_SECRET_KEY;
  ({ id: referrerId } = await createUser(database, { username: 'Nova', password: 'pw-123456!' }));
  cookie = await sessionCookie(referrerId);
});
afterAll(async () => {
  for (const name of ['SLIPCASE_PUBLIC_URL', 'SLIPCASE_REFERRAL_TIERS', 'STRIPE_WEBHOOK_SECRET']) delete process.env[name];
  await database?.drop();
});

const page = async () => (await loader({ request: new Request('http://localhost/referral-program', { headers: { Cookie: cookie } }), params: {}, context: {} })).json();
const visit = (code: string, headers: Record<string, string> = {}) =>
  settle(shareLinkLoader({ request: new Request(`http://localhost/r/${encodeURIComponent(code)}`, { headers }), params: { code }, context: {} }));

describe('/referral-program', () => {
  it('sends a visitor to sign-in', async () => {
    const response = await settle(loader({ request: new Request('http://localhost/referral-program'), params: {}, context: {} }));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(/^\/auth\/login/);
  });

  it('counts a share link visit once per browser and opens sign-up with the code; a code naming nobody counts nothing', async () => {
    const first = await visit('NOVA');
    expect(first.status).toBe(302);
    expect(first.headers.get('Location')).toBe('/auth/signup?ref=nova');
    const seen = (first.headers.get('Set-Cookie') ?? '').split(';')[0]!;
    expect((await visit('nova', { Cookie: seen })).headers.get('Location')).toBe('/auth/signup?ref=nova');
    for (const hostile of ['nobody', 'a\u0000b', '\u001b[2J', 'javascript:alert(1)']) {
      expect((await visit(hostile)).headers.get('Location')).toBe('/auth/signup');
    }
    expect((await page()).stats).toEqual({ visits: 1, signups: 0, paying: 0 });
  });

  it('does not count the referrer opening their own link: their program page says it is theirs', async () => {
    const own = await visit('Nova', { Cookie: cookie });
    expect(own.headers.get('Location')).toBe('/referral-program?own=1');
    const request = new Request('http://localhost/referral-program?own=1', { headers: { Cookie: cookie } });
    const data = await (await loader({ request, params: {}, context: {} })).json();
    expect(data.stats.visits).toBe(1);
    expect(await renderPageMarkup(ReferralProgramPage, data)).toContain('That is your own share link');
  });

  it('shows the link, the steps, the tiers of the settings and the terms, in the reader’s language', async () => {
    const data = await page();
    expect(data.shareUrl).toBe('https://music.example.org/r/nova');
    const en = await renderPageMarkup(ReferralProgramPage, data);
    for (const text of ['https://music.example.org/r/nova', 'How it works', '1 paying referral', '$7.00', '$15.00', 'may change or end the referral program', 'out of stock']) {
      expect(en).toContain(text);
    }
    const tr = await renderPageMarkup(ReferralProgramPage, data, 'tr');
    expect(tr).toContain('Davet programı');
    expect(tr).toContain('Nasıl çalışır');
  });

  it('credits the referrer when the billing webhook makes a referred user paying, once however often it is delivered', async () => {
    const friend = await createUser(database, { username: 'friend', password: 'pw-123456!' });
    await database.prisma.user.update({ where: { id: friend.id }, data: { referredBy: 'nova' } });
    const event = billingEvent('checkout.session.completed', {
      id: 'cs_friend',
      mode: 'subscription',
      client_reference_id: friend.id,
      customer: 'cus_friend',
      subscription: 'sub_friend',
      metadata: { userId: friend.id, plan: 'pro', interval: 'yearly' },
    });
    for (let i = 0; i < 2; i += 1) expect((await webhook({ request: signedWebhook(event, SECRET), params: {}, context: {} })).status).toBe(200);
    const data = await page();
    expect(data.stats).toMatchObject({ signups: 1, paying: 1 });
    expect(data.creditedCents).toBe(700);
    expect(data.tiers[0]).toMatchObject({ referred: 1, reached: true });
    expect(data.tiers[0]?.grantedAt).toEqual(expect.any(String));
    expect(await database.prisma.ledgerAccount.findUniqueOrThrow({ where: { key: `artist:${referrerId}:USD` } })).toMatchObject({ balanceMicros: 7_000_000n });
    expect(await renderPageMarkup(ReferralProgramPage, data)).toContain('Credited on');
  });
});
