import { formatMonth } from '@slipcase/api-contract/format-month';
import { messageOf } from '@slipcase/api-contract/message-template';
import { SHARED_MESSAGES } from '@slipcase/api-contract/messages';
import type { MailRecipient } from '../accounts/account-mail';
import { accountMail, type MailMessage } from '../accounts/account-mail-layout';
import { mailFraming, mailLanguage } from '../accounts/mail-framing';

/**
 * "Your statement for <month> is ready": the sales period (`YYYY-MM`, as a month in the recipient's language), the
 * stores whose statements it tells of (by name, listed in that language) and the link to the royalties page. The web
 * and the worker send this same message (its texts are the contract's).
 */
export function statementReadyMail(recipient: MailRecipient, period: string, link: string, stores: readonly string[]): MailMessage {
  const language = mailLanguage(recipient);
  const texts = SHARED_MESSAGES[language].mail.statementReady;
  const month = { period: formatMonth(language, period) };
  const storeList = new Intl.ListFormat(language, { type: 'conjunction' }).format(stores);
  return accountMail(recipient, {
    ...mailFraming(recipient),
    subject: messageOf(texts.subject, month),
    lead: messageOf(texts.lead, { ...month, stores: storeList }),
    link,
    note: texts.note,
  });
}
