import type { Config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import type { AccountMailer } from '@slipcase/services/accounts/account-mail';
import { smtpMailer } from '@slipcase/services/mail/smtp-mailer';
import { notifyStatementReady } from '@slipcase/services/royalties/notify-statement-ready';
import { statementReadyMail } from '@slipcase/services/royalties/statement-ready-mail';

export type StatementMailer = Pick<AccountMailer, 'statementReady'>;

export interface StatementNoticeDeps {
  prisma: PrismaClient;
  mail: StatementMailer;
  /** The installation's public address, where the mail's link points. */
  baseUrl: string;
}

/**
 * The worker's statement mail, sent over SMTP_URL (`config().mail`). Without one the mail is skipped with a line in
 * the log, as the web logs a mail it cannot send: the feed events are written all the same, and the activity does
 * not retry for a server that is not there.
 */
export function statementMailer(mail: Config['mail']): StatementMailer {
  if (!mail.smtpUrl) {
    return {
      statementReady: async (_recipient, period) => {
        console.warn(`SMTP_URL is not set: the mail that the statement for ${period} is ready was not sent.`);
      },
    };
  }
  const smtp = smtpMailer({ smtpUrl: mail.smtpUrl, from: mail.from });
  return { statementReady: (recipient, period, link) => smtp.send(statementReadyMail(recipient, period, link)) };
}

/** The users a posted statement credited get their feed event and their mail, once each. */
export function notifyStatementReadyActivity(deps: StatementNoticeDeps, input: { statementId: string }): Promise<string[]> {
  return notifyStatementReady({ ...deps, now: new Date() }, input);
}
