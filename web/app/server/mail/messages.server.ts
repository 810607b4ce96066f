import type { MailRecipient } from '@slipcase/services/accounts/account-mail';
import { accountMail, type MailMessage } from '@slipcase/services/accounts/account-mail-layout';
import type { SplitInvitation } from '@slipcase/services/splits/split-mail';
import { formatMonth } from '../../lib/format';
import { fixedT } from '../../lib/translate';

export type { MailRecipient } from '@slipcase/services/accounts/account-mail';

/** The recipient's language, and the greeting and signature every account mail has in it. */
function mailOf(recipient: MailRecipient) {
  const t = fixedT(recipient.language ?? undefined);
  return { t, framing: { greeting: t('signup:mail.greeting', { name: recipient.name }), signature: t('signup:mail.signature') } };
}

/** The 6-digit code that confirms the address. */
export function verificationCodeMail(recipient: MailRecipient, code: string, validHours: number): MailMessage {
  const { t, framing } = mailOf(recipient);
  return accountMail(recipient, {
    ...framing,
    subject: t('signup:mail.verification.subject'),
    lead: t('signup:mail.verification.lead'),
    code,
    note: t('signup:mail.verification.note', { hours: validHours }),
  });
}

/** The single-use link that sets a new password. */
export function passwordResetMail(recipient: MailRecipient, link: string, validHours: number): MailMessage {
  const { t, framing } = mailOf(recipient);
  return accountMail(recipient, {
    ...framing,
    subject: t('signup:mail.reset.subject'),
    lead: t('signup:mail.reset.lead'),
    link,
    note: t('signup:mail.reset.note', { hours: validHours }),
  });
}

/** A collaborator's invitation to a royalty split, and the link that accepts it. */
export function splitInvitationMail(recipient: MailRecipient, invitation: SplitInvitation): MailMessage {
  const { t, framing } = mailOf(recipient);
  const values = { owner: invitation.ownerName, release: invitation.releaseTitle, percent: invitation.percent };
  return accountMail(recipient, {
    ...framing,
    subject: t('account:splits.mail.subject', values),
    lead: t('account:splits.mail.lead', values),
    link: invitation.link,
    note: t('account:splits.mail.note'),
  });
}

/** A statement credited the recipient: the sales period (as a month in their language) and the royalties page. */
export function statementReadyMail(recipient: MailRecipient, period: string, link: string): MailMessage {
  const { t, framing } = mailOf(recipient);
  const month = formatMonth(recipient.language ?? 'en', period);
  return accountMail(recipient, {
    ...framing,
    subject: t('signup:mail.statementReady.subject', { period: month }),
    lead: t('signup:mail.statementReady.lead', { period: month }),
    link,
    note: t('signup:mail.statementReady.note'),
  });
}
