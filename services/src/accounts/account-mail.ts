import type { ServiceDeps } from '../deps';

/** Whom an account mail goes to: its text is in the recipient's saved language (English when none). */
export interface MailRecipient {
  email: string;
  name: string;
  language: string | null;
}

/**
 * How the account use cases mail a person: the web writes the translated text and sends it. A send that fails
 * throws, and the use case decides what that means (a dropped code, a logged failure).
 */
export interface AccountMailer {
  verificationCode(recipient: MailRecipient, code: string, validHours: number): Promise<void>;
  passwordReset(recipient: MailRecipient, link: string, validHours: number): Promise<void>;
  /** "Your statement for `period` (YYYY-MM) is ready", naming the stores (by name), with a link to the royalties page. */
  statementReady(recipient: MailRecipient, period: string, link: string, stores: readonly string[]): Promise<void>;
}

/** What the sign-up, sign-in and verification use cases are given. */
export type AccountDeps = Pick<ServiceDeps, 'prisma' | 'now'> & { mail: AccountMailer };
