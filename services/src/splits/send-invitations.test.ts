import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import type { MailRecipient } from '../accounts/account-mail';
import { createAccount } from '../testing/accounts';
import type { SplitInvitation } from './split-mail';
import { sendInvitations } from './send-invitations';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

/** A mailer that keeps what it sends, and cannot reach the addresses of `unreachable`. */
function splitMailer(unreachable: string[] = []) {
  const sent: Array<{ to: MailRecipient; invitation: SplitInvitation }> = [];
  return {
    sent,
    splitInvitation: async (to: MailRecipient, invitation: SplitInvitation) => {
      if (unreachable.includes(to.email)) throw new Error('mailbox unavailable');
      sent.push({ to, invitation });
    },
  };
}

const OWNER = { name: 'Mira Sol', language: 'es' };

describe('sendInvitations', () => {
  it('mails each payee their link and share, in their own language when they have an account, else the owner\'s', async () => {
    const payee = await createAccount(db.prisma, { username: 'split-payee' });
    await db.prisma.user.update({ where: { id: payee.id }, data: { language: 'pt', email: 'Payee@Example.test' } });
    const mail = splitMailer();
    await sendInvitations({ prisma: db.prisma, now: new Date(), mail, publicUrl: 'https://slipcase.example/' }, {
      owner: OWNER,
      releaseTitle: 'Night Drive',
      invitations: [
        { email: 'payee@example.test', token: 'token/1', percent: 30 },
        { email: 'stranger@example.test', token: 'token2', percent: 12.5 },
      ],
    });
    expect(mail.sent).toEqual([
      { to: { email: 'payee@example.test', name: 'split-payee Name', language: 'pt' }, invitation: { link: 'https://slipcase.example/splits/accept/token%2F1', ownerName: 'Mira Sol', releaseTitle: 'Night Drive', percent: 30 } },
      { to: { email: 'stranger@example.test', name: 'stranger@example.test', language: 'es' }, invitation: { link: 'https://slipcase.example/splits/accept/token2', ownerName: 'Mira Sol', releaseTitle: 'Night Drive', percent: 12.5 } },
    ]);
  });

  it('goes on past a mail that cannot be sent, logging it', async () => {
    const mail = splitMailer(['first@example.test']);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deps = { prisma: db.prisma, now: new Date(), mail, publicUrl: 'https://slipcase.example' };
    await sendInvitations(deps, {
      owner: OWNER,
      releaseTitle: 'Low Tide',
      invitations: [{ email: 'first@example.test', token: 'a', percent: 10 }, { email: 'second@example.test', token: 'b', percent: 20 }],
    });
    expect(logged).toHaveBeenCalledWith('Split invitation to a payee of "Low Tide" could not be sent: mailbox unavailable');
    logged.mockRestore();
    expect(mail.sent.map((each) => each.to.email)).toEqual(['second@example.test']);
  });
});
