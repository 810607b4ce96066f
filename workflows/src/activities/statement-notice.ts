import type { Config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import type { AccountMailer } from '@slipcase/services/accounts/account-mail';
import { smtpMailer } from '@slipcase/services/mail/smtp-mailer';
import { mailStatementsReady, notifyStatementReady, statementMailPending } from '@slipcase/services/royalties/notify-statement-ready';
import { statementReadyMail } from '@slipcase/services/royalties/statement-ready-mail';

export type StatementMailer = Pick<AccountMailer, 'statementReady'>;

export interface StatementNoticeDeps {
  prisma: PrismaClient;
  mail: StatementMailer;
  /** The installation's public address, where the mail's link points. */
  baseUrl: string;
  /** A store's name by id. */
  storeName: (store: string) => string;
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
  return { statementReady: (recipient, period, link, stores) => smtp.send(statementReadyMail(recipient, period, link, stores)) };
}

/** The users a posted statement credited get their notice (and the month's feed event), once each. */
export function notifyStatementReadyActivity(deps: Pick<StatementNoticeDeps, 'prisma'>, input: { statementId: string }): Promise<string[]> {
  return notifyStatementReady({ prisma: deps.prisma, now: new Date() }, input);
}

/** The month's mail to each user with statements noticed since their last one, naming the stores. */
export function mailStatementsReadyActivity(deps: StatementNoticeDeps, input: { period: string }): Promise<string[]> {
  return mailStatementsReady({ ...deps, now: new Date() }, input);
}

export function statementMailPendingActivity(deps: Pick<StatementNoticeDeps, 'prisma'>, input: { period: string }): Promise<boolean> {
  return statementMailPending(deps, input);
}
