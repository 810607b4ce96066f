import { config } from '@slipcase/config';
import type { MailMessage } from '@slipcase/services/accounts/account-mail-layout';
import nodemailer, { type Transporter } from 'nodemailer';

/** A message ready to send: the templates in messages.server.ts make them. */
export type { MailMessage } from '@slipcase/services/accounts/account-mail-layout';

/** The sender address; set SLIPCASE_MAIL_FROM to the installation's own (e.g. `Slipcase <no-reply@example.com>`). */
export function mailFrom(): string {
  return config().mail.from;
}

let cached: { url: string; transport: Transporter } | undefined;

/** One transport per SMTP_URL (read on every send, so a test can point it at its own mailbox). */
function transport(): Transporter {
  const url = config().mail.smtpUrl;
  if (!url) throw new Error('SMTP_URL is not set: Slipcase cannot send mail.');
  if (cached?.url !== url) {
    cached?.transport.close();
    // Short timeouts: a sign-up waits for its mail, and an unreachable server must not hold it for minutes.
    cached = {
      url,
      transport: nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    };
  }
  return cached.transport;
}

/** Sends through SMTP_URL; throws when the server cannot be reached or refuses the message. */
export async function sendMail(message: MailMessage): Promise<void> {
  await transport().sendMail({ from: mailFrom(), ...message });
}
