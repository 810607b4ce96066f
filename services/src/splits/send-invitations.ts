import type { MailRecipient } from '../accounts/account-mail';
import { splitAcceptLink, type SplitDeps } from './split-mail';

export interface NewInvitation {
  email: string;
  token: string;
  percent: number;
}

/**
 * Mails each new payee their invitation, in their language when they have an account (else the owner's). A mail
 * that cannot be sent is logged and the split stays: the owner sees the payee as invited and can set it again.
 */
export async function sendInvitations(
  deps: SplitDeps,
  { owner, releaseTitle, invitations }: { owner: { name: string; language: string | null }; releaseTitle: string; invitations: readonly NewInvitation[] },
): Promise<void> {
  if (invitations.length === 0) return;
  const accounts = await deps.prisma.user.findMany({
    where: { OR: invitations.map((invitation) => ({ email: { equals: invitation.email, mode: 'insensitive' as const } })) },
    select: { email: true, name: true, language: true },
  });
  for (const invitation of invitations) {
    const account = accounts.find((user) => user.email.toLowerCase() === invitation.email);
    const recipient: MailRecipient = { email: invitation.email, name: account?.name ?? invitation.email, language: account?.language ?? owner.language };
    try {
      await deps.mail.splitInvitation(recipient, {
        link: splitAcceptLink(deps.publicUrl, invitation.token),
        ownerName: owner.name,
        releaseTitle,
        percent: invitation.percent,
      });
    } catch (error) {
      console.error(`Split invitation to a payee of "${releaseTitle}" could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
