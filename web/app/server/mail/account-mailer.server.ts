import type { AccountMailer } from '@slipcase/services/accounts/account-mail';
import { sendMail } from './mailer.server';
import type { SplitMailer } from '@slipcase/services/splits/split-mail';
import { passwordResetMail, splitInvitationMail, statementReadyMail, verificationCodeMail } from './messages.server';

/** The account use cases' mailer: the web's translated messages, sent over SMTP_URL. */
export const accountMailer: AccountMailer = {
  verificationCode: (recipient, code, validHours) => sendMail(verificationCodeMail(recipient, code, validHours)),
  passwordReset: (recipient, link, validHours) => sendMail(passwordResetMail(recipient, link, validHours)),
  statementReady: (recipient, period, link, stores) => sendMail(statementReadyMail(recipient, period, link, stores)),
};

/** The split use cases' mailer: invitations to a royalty split, in the account mails' layout. */
export const splitMailer: SplitMailer = {
  splitInvitation: (recipient, invitation) => sendMail(splitInvitationMail(recipient, invitation)),
};
