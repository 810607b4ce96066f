import type { ServiceDeps } from '../deps';
import type { MailRecipient } from '../accounts/account-mail';

/** Where an invitation's link leads: `<public URL>/splits/accept/<token>`. */
export const SPLIT_ACCEPT_PATH = '/splits/accept';

export function splitAcceptLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SPLIT_ACCEPT_PATH}/${encodeURIComponent(token)}`;
}

/** What an invitation mail tells the payee: who shares what with them, and the link that accepts. */
export interface SplitInvitation {
  link: string;
  ownerName: string;
  releaseTitle: string;
  /** Their share, in percent (`30`, `12.5`). */
  percent: number;
}

/** How the split use cases mail a payee: the web writes the translated text and sends it; a failed send throws. */
export interface SplitMailer {
  splitInvitation(recipient: MailRecipient, invitation: SplitInvitation): Promise<void>;
}

/** What the split use cases that invite are given: the mailer and the public address links in mails point to. */
export type SplitDeps = Pick<ServiceDeps, 'prisma' | 'now'> & { mail: SplitMailer; publicUrl: string };
