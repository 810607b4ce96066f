import nodemailer from 'nodemailer';
import type { MailMessage } from '../accounts/account-mail-layout';

/** Sends mails through one SMTP server. */
export interface SmtpMailer {
  /** Throws when the server cannot be reached or refuses the message. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A sender over `smtpUrl`, from `from` (the caller passes `config().mail`: services read no configuration).
 * Short timeouts: a sign-up waits for its mail, and an unreachable server must not hold it for minutes.
 */
export function smtpMailer(options: { smtpUrl: string; from: string }): SmtpMailer {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
