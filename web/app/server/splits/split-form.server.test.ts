import { describe, expect, it } from 'vitest';
import { createTokenUser } from '../../testing/api';
import { createReleaseRow } from '../../testing/releases';
import { useMailTestDatabase } from '../../testing/suites';
import { setSplitFromForm } from './split-form.server';

const suite = useMailTestDatabase();

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('setSplitFromForm', () => {
  it('saves a split from conform’s field names and mails the new payee', async () => {
    const owner = await createTokenUser(suite.database, 'formowner');
    const release = await createReleaseRow(suite.database, { ownerId: owner.id, title: 'Form Song', status: 'published' });
    const saved = await setSplitFromForm(owner.id, release.id, form({ ownerPercent: '62.5', 'payees[0].email': 'Cy@Example.test', 'payees[0].percent': '37.5' }));
    expect(saved).toMatchObject({ status: 200, invited: ['cy@example.test'], split: { ownerPercent: 62.5, payees: [{ email: 'cy@example.test', percent: 37.5 }] } });
    expect((await suite.mailbox.next('cy@example.test')).subject).toContain('Form Song');
  });

  it('answers the rules’ refusals as field errors and another account’s release as a form error', async () => {
    const owner = await createTokenUser(suite.database, 'formrefused');
    const release = await createReleaseRow(suite.database, { ownerId: owner.id, title: 'Refused', status: 'published' });
    const total = await setSplitFromForm(owner.id, release.id, form({ ownerPercent: '50', 'payees[0].email': 'dee@example.test', 'payees[0].percent': '30' }));
    expect(total.status).toBe(400);
    expect(total.reply.error).toEqual({ payees: ['split_total {"total":"80"}'] });
    const self = await setSplitFromForm(owner.id, release.id, form({ ownerPercent: '50', 'payees[0].email': 'formrefused@example.test', 'payees[0].percent': '50' }));
    expect(self.reply.error).toEqual({ 'payees[0].email': ['split_payee_is_owner'] });
    const typo = await setSplitFromForm(owner.id, release.id, form({ ownerPercent: 'half', 'payees[0].email': 'dee', 'payees[0].percent': '50' }));
    expect(typo.reply.error).toMatchObject({ ownerPercent: ['invalid_share'], 'payees[0].email': ['invalid_email'] });
    const stranger = await createTokenUser(suite.database, 'formstranger');
    const hidden = await setSplitFromForm(stranger.id, release.id, form({ ownerPercent: '100' , 'payees[0].email': 'dee@example.test', 'payees[0].percent': '0' }));
    expect(hidden).toMatchObject({ status: 404, reply: { error: { '': ['not_found'] } } });
    expect(await suite.database.prisma.split.count({ where: { releaseId: release.id } })).toBe(0);
  });
});
