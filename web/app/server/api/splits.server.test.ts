import { postUsdStatement } from '@slipcase/services/testing/posted-statements';
import { checkLedger } from '@slipcase/services';
import { describe, expect, it } from 'vitest';
import * as acceptRoute from '../../routes/splits.accept.$token';
import AcceptSplitPage from '../../routes/splits.accept.$token';
import { renderPageMarkup } from '../../testing/render-page';
import * as splitsRoute from '../../routes/v1.releases.$id.splits';
import * as entriesRoute from '../../routes/v1.ledger.entries';
import * as royaltiesRoute from '../../routes/v1.royalties';
import { callApi, createTokenUser } from '../../testing/api';
import { createUser, sessionCookie } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { settle } from '../../testing/sign-in';
import { useMailTestDatabase } from '../../testing/suites';

const suite = useMailTestDatabase();
const period = new Date().toISOString().slice(0, 7);

async function ownerWithRelease(username: string) {
  const owner = await createTokenUser(suite.database, username);
  await suite.database.prisma.planChange.create({ data: { userId: owner.id, plan: 'pro', at: new Date('2020-01-01T00:00:00Z') } });
  const release = await createReleaseRow(suite.database, { ownerId: owner.id, title: 'Night Drive', status: 'published' });
  const track = await suite.database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  return { owner, release, track };
}

const splits = (releaseId: string, token: string, json?: unknown) =>
  callApi(splitsRoute, json === undefined ? 'GET' : 'PUT', `/v1/releases/${releaseId}/splits`, { token, ...(json !== undefined && { json }) });

async function accept(userId: string, token: string) {
  const request = new Request(`http://localhost/splits/accept/${token}`, { method: 'POST', headers: { Cookie: await sessionCookie(userId) }, body: new FormData() });
  const response = await settle(acceptRoute.action({ request, params: { token }, context: {} }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('/v1 splits, royalties and ledger entries', () => {
  it('sets a split, mails the payee, and the payee’s money moves to them when they accept', async () => {
    const { owner, release, track } = await ownerWithRelease('splitowner');
    const saved = await splits(release.id, owner.token, { ownerPercent: 60, payees: [{ email: 'Ana@Example.test', percent: 40 }] });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      split: { releaseId: release.id, fromPeriod: period, toPeriod: null, state: 'current', ownerPercent: 60, payees: [{ email: 'ana@example.test', percent: 40, status: 'invited' }] },
      invited: ['ana@example.test'],
    });
    const mail = await suite.mailbox.next('ana@example.test');
    expect(mail.subject).toContain('Night Drive');
    const token = /\/splits\/accept\/([\w-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();

    await postUsdStatement(suite.database.prisma, { period, lines: [{ isrc: track.isrc, amountMicros: 10_000_000n }] });
    const ownerMoney = await callApi(royaltiesRoute, 'GET', '/v1/royalties', { token: owner.token });
    expect(ownerMoney.body).toEqual({
      currency: 'USD',
      available: '6.00',
      availableMicros: 6_000_000,
      pending: '0.00',
      pendingMicros: 0,
      paid: '0.00',
      paidMicros: 0,
      owed: '0.00',
      owedMicros: 0,
      lifetime: '6.00',
      lifetimeMicros: 6_000_000,
    });

    // A visitor following the link signs in first and comes back to it.
    const visit = await settle(acceptRoute.loader({ request: new Request(`http://localhost/splits/accept/${token}`), params: { token }, context: {} }));
    expect(visit.status).toBe(302);
    expect(visit.headers.get('Location')).toBe(`/auth/login?${new URLSearchParams({ redirect: `/splits/accept/${token}` })}`);

    const page = await renderPageMarkup(AcceptSplitPage, {});
    expect(page).toContain('<h1 class="text-xl">Accept a royalty split</h1>');
    expect(page).toMatch(/<form method="post"[^>]*>.*<button [^>]*type="submit">Accept<\/button>/s);
    expect(await renderPageMarkup(AcceptSplitPage, {}, 'tr')).toContain('Telif paylaşımını kabul et');

    const ana = await createUser(suite.database, { username: 'ana', password: 'pw-123456!' });
    const stranger = await createUser(suite.database, { username: 'stranger', password: 'pw-123456!' });
    expect(await accept(stranger.id, token!)).toEqual({ status: 400, body: { ok: false, error: 'split_invitation_other_email' } });
    expect(await accept(ana.id, 'x'.repeat(43))).toEqual({ status: 400, body: { ok: false, error: 'split_invitation_invalid' } });
    expect(await accept(ana.id, token!)).toEqual({ status: 200, body: { ok: true, moved: '4.00' } });
    expect(await checkLedger({ prisma: suite.database.prisma })).toEqual([]);

    const listed = await splits(release.id, owner.token);
    expect(listed.body.splits[0].payees).toEqual([{ email: 'ana@example.test', percent: 40, recoups: false, status: 'accepted' }]);
  });

  it('refuses a split that does not total 100, another account’s release, and a token without the write scope', async () => {
    const { owner, release } = await ownerWithRelease('splitrefused');
    const wrong = await splits(release.id, owner.token, { ownerPercent: 50, payees: [{ email: 'bo@example.test', percent: 30 }] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ code: 'split_total', message: 'The shares must total exactly 100%. They now total 80%.', field: 'payees' }]);
    const badInput = await splits(release.id, owner.token, { ownerPercent: 150, payees: [{ email: 'not-an-email', percent: 'x' }], recoupAmount: '-5' });
    expect(badInput.status).toBe(400);
    expect(badInput.body.errors.map((error: { field: string; code: string }) => `${error.field}:${error.code}`)).toEqual([
      'ownerPercent:invalid_share',
      'payees.0.email:invalid_email',
      'payees.0.percent:invalid_share',
      'recoupAmount:invalid_amount',
    ]);
    // The e-mail rule of accounts: what a mail server would refuse (so the payee would never hear of it) is refused here.
    for (const email of ['ana\u200b@example.test', '"<script>"@example.test', `${'a'.repeat(200)}@example.test`]) {
      const refused = await splits(release.id, owner.token, { ownerPercent: 50, payees: [{ email, percent: 50 }] });
      expect([refused.status, refused.body.error?.code, refused.body.error?.field], email).toEqual([400, 'invalid_email', 'payees.0.email']);
    }
    const other = await createTokenUser(suite.database, 'splitother');
    expect((await splits(release.id, other.token, { ownerPercent: 100, payees: [] })).status).toBe(404);
    expect((await splits(release.id, other.token)).status).toBe(404);
    const reader = await createTokenUser(suite.database, 'splitreader', { scopes: ['read'] });
    expect((await splits(release.id, reader.token, { ownerPercent: 100, payees: [] })).status).toBe(403);
    expect(await suite.database.prisma.split.count({ where: { releaseId: release.id } })).toBe(0);
  });

  it('pages the account’s own ledger entries, newest first, with an opaque cursor', async () => {
    const { owner, track } = await ownerWithRelease('ledgerpages');
    for (const store of ['spotify', 'tiktok', 'deezer']) {
      await postUsdStatement(suite.database.prisma, { period, store, lines: [{ isrc: track.isrc, amountMicros: 1_000_000n, country: 'PT' }] });
    }
    const first = await callApi(entriesRoute, 'GET', '/v1/ledger/entries?limit=2', { token: owner.token });
    expect(first.status).toBe(200);
    expect(first.body.entries.map((entry: { store: string }) => entry.store)).toEqual(['deezer', 'tiktok']);
    expect(first.body.entries[0]).toMatchObject({
      kind: 'statement',
      period,
      country: 'PT',
      trackId: track.id,
      isrc: track.isrc,
      amount: '1.00',
      amountMicros: 1_000_000,
      plan: 'pro',
      sharePercent: 100,
      refund: false,
    });
    const second = await callApi(entriesRoute, 'GET', `/v1/ledger/entries?limit=2&cursor=${first.body.nextCursor}`, { token: owner.token });
    expect(second.body).toMatchObject({ entries: [{ store: 'spotify' }], nextCursor: null });
    expect((await callApi(entriesRoute, 'GET', '/v1/ledger/entries?cursor=abc', { token: owner.token })).body.error).toMatchObject({ code: 'invalid_input', field: 'cursor' });
    const other = await createTokenUser(suite.database, 'ledgerother');
    expect((await callApi(entriesRoute, 'GET', '/v1/ledger/entries', { token: other.token })).body).toEqual({ entries: [], nextCursor: null });
  });
});
