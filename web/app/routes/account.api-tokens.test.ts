import { createHash } from 'node:crypto';
import { API_TOKENS_PER_ACCOUNT, type Role } from '@slipcase/domain';
import { createApiToken } from '@slipcase/services/tokens/api-tokens';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../lib/error-messages';
import { publicBaseUrl } from '../server/public-url.server';
import { fixedT } from '../lib/translate';
import { startSession } from '../server/session.server';
import { createUser } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import { useBillingTestUser } from '../testing/suites';
import ApiTokensPage, { action, loader } from './account.api-tokens';

const suite = useBillingTestUser('tokens', { stripeMock: false });

const url = 'http://localhost/account/api-tokens';
const DAY_MS = 24 * 60 * 60 * 1000;
const PIPELINE = { name: 'Label CI', scopes: ['read', 'write', 'submit'], lifetimeDays: 90 };

interface ActionBody {
  intent: string;
  revoked: boolean;
  reply: { error?: Record<string, string[] | null> } | null;
  created: { token: string; name: string } | null;
}

async function page() {
  const response = await settle(loader({ request: new Request(url, { headers: { Cookie: suite.cookie } }), params: {}, context: {} }));
  return response.json();
}

async function post(fields: Array<[string, string]>) {
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { Cookie: suite.cookie } });
  const response = await settle(action({ request, params: {}, context: {} }));
  return { status: response.status, body: response.status === 404 ? null : ((await response.json()) as ActionBody) };
}

const create = (name: string, scopes: string[], lifetimeDays: string) =>
  post([['intent', 'create'], ['name', name], ...scopes.map((scope): [string, string] => ['scopes', scope]), ['lifetimeDays', lifetimeDays]]);
const revoke = (tokenId: string) => post([['intent', 'revoke'], ['tokenId', tokenId]]);
const onPlan = (plan: 'free' | 'pro' | 'advanced', role: Role = 'artist') =>
  suite.database.prisma.user.update({ where: { id: suite.userId }, data: { plan, role } });
const storedTokens = () => suite.database.prisma.apiToken.findMany({ where: { userId: suite.userId } });

describe('/account/api-tokens on the free plan', () => {
  it('explains that API access is PRO, links to the upgrade, and has no form', async () => {
    const data = await page();
    expect(data).toMatchObject({ access: { allowed: false, scopes: [] }, tokens: [] });
    const html = await renderPageMarkup(ApiTokensPage, data);
    expect(html).toContain('API access is a PRO feature');
    expect(html).toContain('href="/upgrade?from=api-tokens"');
    expect(html).not.toContain('Create token');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('Using a token');
  });

  it('refuses to make a token (403), and stores nothing', async () => {
    const { status, body } = await create('Sneaky', ['read'], '90');
    expect(status).toBe(403);
    expect(body?.created).toBeNull();
    expect(body?.reply?.error?.scopes).toEqual(['premium_required {"feature":"api_access"}']);
    expect(await storedTokens()).toEqual([]);
  });

  it('gives staff tokens whatever their plan, with the review scope', async () => {
    await onPlan('free', 'operator');
    expect((await page()).access).toEqual({ allowed: true, scopes: ['read', 'write', 'submit', 'review'] });
  });
});

describe('/account/api-tokens on PRO', () => {
  it('shows the form with the scopes the account may grant, an empty list and how to use a token', async () => {
    await onPlan('pro');
    const data = await page();
    expect(data).toMatchObject({ access: { allowed: true, scopes: ['read', 'write', 'submit'] }, activeTokens: 0, tokens: [] });
    const html = await renderPageMarkup(ApiTokensPage, data);
    expect(html).toContain('Create token');
    expect(html).not.toContain('value="review"');
    expect(html).toMatch(/<option value="90" selected="">90 days<\/option>/);
    expect(html).toContain('No tokens yet');
    // The configured public address, not the host the request named.
    expect(html).toContain(`curl -H &quot;Authorization: Bearer &lt;token&gt;&quot; ${publicBaseUrl()}/v1/releases`);
    expect(html).toContain(`slipcase login --url ${publicBaseUrl()} --token &lt;token&gt;`);
  });

  it('makes a token, returned once: only its hash and last four characters are stored', async () => {
    await onPlan('pro');
    const { status, body } = await create('  Label CI  ', ['read', 'write', 'submit'], '90');
    expect(status).toBe(200);
    const token = body!.created!.token;
    expect(body!.created!.name).toBe('Label CI');
    expect(token).toMatch(/^slc_[A-Za-z0-9_-]{43}$/);

    const [stored] = await storedTokens();
    expect(stored).toMatchObject({
      name: 'Label CI',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      hint: token.slice(-4),
      scopes: ['read', 'write', 'submit'],
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(Object.values(stored!)).not.toContain(token);
    expect(stored!.expiresAt!.getTime() - stored!.createdAt.getTime()).toBe(90 * DAY_MS);

    // The page, loaded again, names the token by its hint and never shows it.
    const data = await page();
    expect(JSON.stringify(data)).not.toContain(token);
    const html = await renderPageMarkup(ApiTokensPage, data);
    expect(html).not.toContain(token);
    expect(html).toContain(`slc_…${token.slice(-4)}`);
    expect(html).toContain('Never used');
    expect(html).toContain('Read, Write, Submit');
    expect(html).toContain('Active tokens: 1 of 20.');
    expect(html).toContain('aria-label="Revoke Label CI"');
  });

  it('makes a token that never expires', async () => {
    await onPlan('advanced');
    expect((await create('Laptop', ['read'], 'never')).status).toBe(200);
    const [stored] = await storedTokens();
    expect(stored).toMatchObject({ scopes: ['read'], expiresAt: null });
    expect(await renderPageMarkup(ApiTokensPage, await page())).toContain('No expiry');
  });

  it.each([
    ['no name, no scope, an unoffered lifetime', '', [], '7', { name: ['required'], scopes: ['required'], lifetimeDays: ['invalid_choice'] }],
    ['a name too long', 'x'.repeat(61), ['read'], '30', { name: ['too_long {"max":60}'] }],
    ['a scope only staff may grant', 'Queue', ['read', 'review'], '30', { scopes: ['invalid_choice {"value":"review"}'] }],
  ])('refuses %s with the domain’s messages', async (_, name, scopes, lifetime, errors) => {
    await onPlan('pro');
    const { status, body } = await create(name, scopes, lifetime);
    expect(status).toBe(400);
    expect(body?.reply?.error).toEqual(errors);
    expect(body?.created).toBeNull();
    expect(await storedTokens()).toEqual([]);
  });

  it('words the refusals in the reader’s language', () => {
    expect(errorMessage(fixedT('en'), 'too_long {"max":60}')).toBe('Use at most 60 characters.');
    expect(errorMessage(fixedT('es'), 'required')).not.toBe(errorMessage(fixedT('en'), 'required'));
    expect(errorMessage(fixedT('tr'), `token_limit {"max":${API_TOKENS_PER_ACCOUNT}}`)).toContain(String(API_TOKENS_PER_ACCOUNT));
  });

  it('refuses a token past the per-account limit', async () => {
    await onPlan('pro');
    for (let index = 0; index < API_TOKENS_PER_ACCOUNT; index += 1) {
      await createApiToken(suite.database.prisma, suite.userId, { ...PIPELINE, name: `Token ${index}` });
    }
    const { status, body } = await create('One more', ['read'], '30');
    expect(status).toBe(409);
    expect(body?.reply?.error?.name).toEqual([`token_limit {"max":${API_TOKENS_PER_ACCOUNT}}`]);
    expect(await storedTokens()).toHaveLength(API_TOKENS_PER_ACCOUNT);
  });

  it('revokes a token: it stays listed as Revoked, without a Revoke button', async () => {
    await onPlan('pro');
    const { view } = await createApiToken(suite.database.prisma, suite.userId, PIPELINE);
    const { status, body } = await revoke(view.id);
    expect(status).toBe(200);
    expect(body?.revoked).toBe(true);
    expect((await storedTokens())[0]!.revokedAt).toBeInstanceOf(Date);

    const data = await page();
    expect(data).toMatchObject({ activeTokens: 0, tokens: [{ id: view.id, status: 'revoked' }] });
    const html = await renderPageMarkup(ApiTokensPage, data);
    expect(html).toContain('Revoked');
    expect(html).not.toContain('aria-label="Revoke Label CI"');
  });

  it('lists newest first and marks expired tokens', async () => {
    await onPlan('pro');
    const longAgo = new Date(Date.now() - 40 * DAY_MS);
    await createApiToken(suite.database.prisma, suite.userId, { ...PIPELINE, name: 'Old', lifetimeDays: 30 }, longAgo);
    await createApiToken(suite.database.prisma, suite.userId, { ...PIPELINE, name: 'New' });
    const data = await page();
    expect(data.tokens.map((token: { name: string; status: string }) => [token.name, token.status])).toEqual([
      ['New', 'active'],
      ['Old', 'expired'],
    ]);
    expect(await renderPageMarkup(ApiTokensPage, data)).toContain('Expired');
  });

  it('refuses a token to an admin impersonating the account (403): it would outlive the impersonation', async () => {
    await onPlan('pro');
    const admin = await createUser(suite.database, { username: `admin${suite.sequence}`, password: 'pw-123456!', role: 'admin' });
    const setCookie = await startSession(new Request(url), suite.userId, { impersonatorId: admin.id });
    const body = new URLSearchParams([['intent', 'create'], ['name', 'Backdoor'], ['scopes', 'read'], ['lifetimeDays', '365']]);
    const request = new Request(url, { method: 'POST', body, headers: { Cookie: setCookie.split(';')[0] ?? '' } });
    const response = await settle(action({ request, params: {}, context: {} }));
    expect(response.status).toBe(403);
    expect(((await response.json()) as ActionBody).created).toBeNull();
    expect(await storedTokens()).toEqual([]);
  });

  it('answers 404 for another account’s token, and leaves it alone', async () => {
    await onPlan('pro');
    const other = await createUser(suite.database, { username: `other${suite.sequence}`, password: 'pw-123456!', plan: 'pro' });
    const { view } = await createApiToken(suite.database.prisma, other.id, PIPELINE);
    expect((await revoke(view.id)).status).toBe(404);
    expect((await revoke('no-such-token')).status).toBe(404);
    const theirs = await suite.database.prisma.apiToken.findUniqueOrThrow({ where: { id: view.id } });
    expect(theirs.revokedAt).toBeNull();
  });

  it('keeps listing the tokens of an account back on the free plan, saying why they do not work', async () => {
    await onPlan('pro');
    await createApiToken(suite.database.prisma, suite.userId, PIPELINE);
    await onPlan('free');
    const html = await renderPageMarkup(ApiTokensPage, await page());
    expect(html).toContain('API access is a PRO feature');
    expect(html).toContain('Tokens do not work on the free plan.');
    expect(html).toContain('aria-label="Revoke Label CI"');
  });
});
