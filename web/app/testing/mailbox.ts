import { startSmtpCatcher, type CaughtMail } from '../../../scripts/lib/dev-mail';

export type { CaughtMail };

/**
 * An in-process SMTP server that collects the mails the code under test sends. `useMailbox()` also points
 * SMTP_URL at it, so the app's mailer delivers here.
 */
export interface Mailbox {
  url: string;
  /** Every mail received so far, oldest first. */
  readonly mails: readonly CaughtMail[];
  /**
   * The oldest mail to `to` not taken yet (waiting for it up to `timeoutMs`), marked as taken: a test reads each
   * mail once, in the order they were sent.
   */
  next(to: string, timeoutMs?: number): Promise<CaughtMail>;
  /** Mails to `to` not taken yet, without taking them. */
  pending(to: string): CaughtMail[];
  stop(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  const catcher = await startSmtpCatcher({
    onMail: (mail) => {
      mails.push(mail);
      for (const wake of waiters) wake();
    },
  });
  const pending = (to: string) => mails.filter((mail) => !taken.has(mail) && mail.to.includes(to.toLowerCase()));
  return {
    url: catcher.url,
    mails,
    pending,
    next(to, timeoutMs = 10_000) {
      return new Promise<CaughtMail>((resolve, reject) => {
        const check = () => {
          const [mail] = pending(to);
          if (!mail) return;
          taken.add(mail);
          finish();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (received: ${mails.map((m) => m.to.join(',')).join('; ') || 'none'})`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    stop: catcher.stop,
  };
}

/** A mailbox for one test file, made the one the app sends to (SMTP_URL). */
export async function useMailbox(): Promise<Mailbox> {
  const mailbox = await startMailbox();
  process.env.SMTP_URL = mailbox.url;
  return mailbox;
}

/** The 6-digit verification code a mail's text carries. */
export function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail:\n${text}`);
  return code;
}

/** The password-reset link a mail's text carries. */
export function resetLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/auth\/reset-password\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the mail:\n${text}`);
  return link;
}
