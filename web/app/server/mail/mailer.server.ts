import { config } from '@slipcase/config';
import type { MailMessage } from '@slipcase/services/accounts/account-mail-layout';
import { smtpMailer, type SmtpMailer } from '@slipcase/services/mail/smtp-mailer';

/** A message ready to send: the templates in messages.server.ts make them. */
export type { MailMessage } from '@slipcase/services/accounts/account-mail-layout';

/** The sender address; set SLIPCASE_MAIL_FROM to the installation's own (e.g. `Slipcase <no-reply@example.com>`). */
export function mailFrom(): string {
  return config().mail.from;
}

let cached: { url: string; from: string; mailer: SmtpMailer } | undefined;

/** One sender per SMTP_URL (read on every send, so a test can point it at its own mailbox). */
function mailer(): SmtpMailer {
  const url = config().mail.smtpUrl;
  if (!url) throw new Error('SMTP_URL is not set: Slipcase cannot send mail.');
  const from = mailFrom();
  if (cached?.url !== url || cached.from !== from) {
    cached?.mailer.close();
    cached = { url, from, mailer: smtpMailer({ smtpUrl: url, from }) };
  }
  return cached.mailer;
}

/** Sends through SMTP_URL; throws when the server cannot be reached or refuses the message. */
export async function sendMail(message: MailMessage): Promise<void> {
  await mailer().send(message);
}
