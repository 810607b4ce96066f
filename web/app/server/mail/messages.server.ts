import type { MailRecipient } from '@slipcase/services/accounts/account-mail';
import { accountMail, type MailMessage } from '@slipcase/services/accounts/account-mail-layout';
import { mailFraming } from '@slipcase/services/accounts/mail-framing';
import type { SubmissionNews } from '@slipcase/services/forms/form-mail';
import type { SplitInvitation } from '@slipcase/services/splits/split-mail';
import { fixedT } from '../../lib/translate';

export type { MailRecipient } from '@slipcase/services/accounts/account-mail';
// The worker sends it too, so its texts are the API contract's (`mail.*`) and it is built in the services.
export { statementReadyMail } from '@slipcase/services/royalties/statement-ready-mail';

/** The recipient's language, and the greeting and signature every account mail has in it. */
function mailOf(recipient: MailRecipient) {
  return { t: fixedT(recipient.language ?? undefined), framing: mailFraming(recipient) };
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

/** A form submission moved by staff: its new status, the staff's note if any, and the link to the submissions. */
export function submissionMovedMail(recipient: MailRecipient, news: SubmissionNews): MailMessage {
  const { t, framing } = mailOf(recipient);
  const values = { form: news.formName, status: t(`forms:status.${news.status}`) };
  return accountMail(recipient, {
    ...framing,
    subject: t('forms:mail.subject', values),
    lead: [t(`forms:mail.lead.${news.status}`, values), news.note ? t('forms:mail.note', { note: news.note }) : ''].filter(Boolean).join('\n\n'),
    link: news.link,
    note: t('forms:mail.footer'),
  });
}
