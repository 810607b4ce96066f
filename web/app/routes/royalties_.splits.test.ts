import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { createReleaseRow } from '../testing/releases';
import { useMailTestDatabase } from '../testing/suites';
import SplitsPage, { action, loader } from './royalties_.splits';

// The splits page against a fresh database and a mailbox: the owner's releases and splits only, the form's refusals
// on conform's field names, and another account's release refused as not found.
const suite = useMailTestDatabase();
const people = { owner: { id: '', cookie: '', releaseId: '', draftId: '' }, other: { id: '', cookie: '', releaseId: '' } };

beforeAll(async () => {
  const owner = await createUser(suite.database, { username: 'splitowner', password: 'pw-123456!' });
  const other = await createUser(suite.database, { username: 'splitother', password: 'pw-123456!' });
  // The draft is the newer: published releases still come first.
  const release = await createReleaseRow(suite.database, { ownerId: owner.id, title: 'Night Drive', status: 'published' });
  const draft = await createReleaseRow(suite.database, { ownerId: owner.id, title: 'Draft Tape', status: 'draft' });
  const foreign = await createReleaseRow(suite.database, { ownerId: other.id, title: 'Their Song', status: 'published' });
  people.owner = { id: owner.id, cookie: await sessionCookie(owner.id), releaseId: release.id, draftId: draft.id };
  people.other = { id: other.id, cookie: await sessionCookie(other.id), releaseId: foreign.id };
});

type Who = keyof typeof people;

async function page(who: Who) {
  const response = await loader({ request: new Request('http://localhost/royalties/splits', { headers: { Cookie: people[who].cookie } }), params: {}, context: {} });
  return response.json();
}

async function post(who: Who, releaseId: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`http://localhost/royalties/splits?release=${releaseId}`, { method: 'POST', body, headers: { Cookie: people[who].cookie } });
  const response = await action({ request, params: {}, context: {} });
  return { status: response.status, body: await response.json() };
}

describe('royalty splits page', () => {
  it('saves a valid split, says who was invited and from when, and lists it for the owner only', async () => {
    const saved = await post('owner', people.owner.releaseId, {
      ownerPercent: '70',
      'payees[0].email': 'Mia@Example.test',
      'payees[0].percent': '20',
      'payees[1].email': 'splitother@example.test',
      'payees[1].percent': '10',
      recoupEmail: 'mia@example.test',
      recoupAmount: '250.50',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ releaseId: people.owner.releaseId, invited: ['mia@example.test', 'splitother@example.test'] });
    expect(saved.body.fromPeriod).toMatch(/^\d{4}-\d{2}$/);
    expect((await suite.mailbox.next('mia@example.test')).subject).toContain('Night Drive');

    const data = await page('owner');
    expect(data.releases.map((release) => [release.title, release.published])).toEqual([['Night Drive', true], ['Draft Tape', false]]);
    const [split] = data.releases[0]!.splits;
    expect(split).toMatchObject({ ownerPercent: 70, recoupAmount: '250.50', recoupedAmount: '0.00', state: 'current' });
    expect(split!.payees.map((payee) => [payee.email, payee.percent, payee.status, payee.recoups])).toEqual([
      ['mia@example.test', 20, 'invited', true],
      ['splitother@example.test', 10, 'invited', false],
    ]);
    expect(data.releases[1]!.splits).toEqual([]);
    expect(data.shared).toEqual([]);

    const html = await renderPageMarkup(SplitsPage, data);
    expect(html).toContain('mia@example.test');
    expect(html).toContain('Invited');
    expect(html).toContain('Gets $250.50 back first; $0.00 recouped so far.');
    expect(html).toContain('No split yet: you receive all of this release');
    expect(html).not.toContain('Their Song');
  });

  it('shows the other account only its own release, and the split it accepted under "Shared with me"', async () => {
    await suite.database.prisma.splitPayee.updateMany({ where: { email: 'splitother@example.test' }, data: { userId: people.other.id, acceptedAt: new Date() } });
    const data = await page('other');
    expect(data.releases.map((release) => release.title)).toEqual(['Their Song']);
    expect(data.releases[0]!.splits).toEqual([]);
    expect(data.shared).toMatchObject([{ releaseTitle: 'Night Drive', ownerName: 'splitowner Name', percent: 10, state: 'current' }]);
    const html = await renderPageMarkup(SplitsPage, data, 'es');
    expect(html).toContain('Compartidos conmigo');
    expect(html).toContain('Tu parte: 10');
    expect(html).not.toContain('mia@example.test');
  });

  it('answers the rules’ refusals on the fields they concern, saving nothing', async () => {
    const before = await suite.database.prisma.split.count();
    const total = await post('owner', people.owner.draftId, { ownerPercent: '50', 'payees[0].email': 'ann@example.test', 'payees[0].percent': '30' });
    expect(total).toMatchObject({ status: 400, body: { releaseId: people.owner.draftId, fromPeriod: null, reply: { error: { payees: ['split_total {"total":"80"}'] } } } });
    const fields = await post('owner', people.owner.draftId, {
      ownerPercent: '40',
      'payees[0].email': 'splitowner@example.test',
      'payees[0].percent': '20',
      'payees[1].email': 'ann@example.test',
      'payees[1].percent': '20',
      'payees[2].email': 'ANN@example.test',
      'payees[2].percent': '20',
      recoupEmail: 'bob@example.test',
      recoupAmount: '10',
    });
    expect(fields.body.reply.error).toEqual({
      'payees[0].email': ['split_payee_is_owner'],
      'payees[2].email': ['split_payee_duplicate'],
      recoupEmail: ['split_recoup_payee'],
    });
    const typed = await post('owner', people.owner.draftId, { ownerPercent: 'most', 'payees[0].email': 'ann', 'payees[0].percent': '101' });
    expect(typed.body.reply.error).toMatchObject({ ownerPercent: ['invalid_share'], 'payees[0].email': ['invalid_email'], 'payees[0].percent': ['invalid_share'] });
    expect(await suite.database.prisma.split.count()).toBe(before);
  });

  it('refuses another account’s release as not found, changing nothing of it', async () => {
    const refused = await post('other', people.owner.releaseId, { ownerPercent: '100' });
    expect(refused).toMatchObject({ status: 404, body: { fromPeriod: null, invited: [], reply: { error: { '': ['not_found'] } } } });
    const nameless = await post('owner', '', { ownerPercent: '100' });
    expect(nameless.status).toBe(404);
    const theirTrack = await suite.database.prisma.track.findFirstOrThrow({ where: { releaseId: people.other.releaseId } });
    const mixed = await post('owner', people.owner.releaseId, { trackId: theirTrack.id, ownerPercent: '100' });
    expect(mixed).toMatchObject({ status: 404, body: { reply: { error: { '': ['not_found'] } } } });
    expect(await suite.database.prisma.split.count({ where: { releaseId: people.other.releaseId } })).toBe(0);
    const split = await suite.database.prisma.split.findFirstOrThrow({ where: { releaseId: people.owner.releaseId }, include: { payees: true } });
    expect([split.ownerBps, split.payees.length]).toEqual([7000, 2]);
  });
});
