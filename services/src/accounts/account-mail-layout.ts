import type { MailRecipient } from './account-mail';

/** A message ready to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What an account mail says, already in the recipient's language, and the thing to use: a code or a link. */
export type AccountMailText = { greeting: string; signature: string; subject: string; lead: string; note: string } & (
  | { code: string }
  | { link: string }
);

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The one layout of every account mail: greeting, a lead paragraph, the thing to use (a code or a link), a note
 * on how long it works, the signature. Plain text first; the HTML part says the same.
 */
export function accountMail(recipient: Pick<MailRecipient, 'email'>, parts: AccountMailText): MailMessage {
  const { greeting, signature } = parts;
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
