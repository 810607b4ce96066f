import type { TFunction } from 'i18next';
import { fixedT } from '../../lib/translate';
import type { MailMessage } from './mailer.server';

/** Whom a mail goes to: its text is in the recipient's saved language (English when none). */
export interface MailRecipient {
  email: string;
  name: string;
  language: string | null;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The one layout of every account mail: greeting, a lead paragraph, the thing to use (a code or a link), a note
 * on how long it works, the signature. Plain text first; the HTML part says the same.
 */
function accountMail(
  t: TFunction,
  recipient: MailRecipient,
  parts: { subject: string; lead: string; note: string } & ({ code: string } | { link: string }),
): MailMessage {
  const greeting = t('signup:mail.greeting', { name: recipient.name });
  const signature = t('signup:mail.signature');
  const action = 'code' in parts ? parts.code : parts.link;
  const actionHtml =
    'code' in parts
      ? `<p style="font-size:28px;font-weight:600;letter-spacing:6px;font-family:monospace">${escapeHtml(parts.code)}</p>`
      : `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`;
  return {
    to: recipient.email,
    subject: parts.subject,
    text: [greeting, parts.lead, action, parts.note, signature].join('\n\n'),
    html: [
      '<div style="font-family:system-ui,sans-serif;font-size:15px;line-height:1.5;color:#111">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(parts.lead)}</p>`,
      actionHtml,
      `<p style="color:#555">${escapeHtml(parts.note)}</p>`,
      `<p>${escapeHtml(signature)}</p>`,
      '</div>',
    ].join('\n'),
  };
}

/** The 6-digit code that confirms the address. */
export function verificationCodeMail(recipient: MailRecipient, code: string, validHours: number): MailMessage {
  const t = fixedT(recipient.language ?? undefined);
  return accountMail(t, recipient, {
    subject: t('signup:mail.verification.subject'),
    lead: t('signup:mail.verification.lead'),
    code,
    note: t('signup:mail.verification.note', { hours: validHours }),
  });
}

/** The single-use link that sets a new password. */
export function passwordResetMail(recipient: MailRecipient, link: string, validHours: number): MailMessage {
  const t = fixedT(recipient.language ?? undefined);
  return accountMail(t, recipient, {
    subject: t('signup:mail.reset.subject'),
    lead: t('signup:mail.reset.lead'),
    link,
    note: t('signup:mail.reset.note', { hours: validHours }),
  });
}
