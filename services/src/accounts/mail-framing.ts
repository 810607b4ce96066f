import { messageOf } from '@slipcase/api-contract/message-template';
import { SHARED_MESSAGES } from '@slipcase/api-contract/messages';
import type { MailRecipient } from './account-mail';

export type MailLanguage = keyof typeof SHARED_MESSAGES;

/** The recipient's saved language if the shared messages have it, else English (as the web's pages fall back). */
export function mailLanguage(recipient: Pick<MailRecipient, 'language'>): MailLanguage {
  const { language } = recipient;
  return language && Object.hasOwn(SHARED_MESSAGES, language) ? (language as MailLanguage) : 'en';
}

/** The greeting and signature every account mail has, in the recipient's language. */
export function mailFraming(recipient: Pick<MailRecipient, 'name' | 'language'>): { greeting: string; signature: string } {
  const { mail } = SHARED_MESSAGES[mailLanguage(recipient)];
  return { greeting: messageOf(mail.greeting, { name: recipient.name }), signature: mail.signature };
}
