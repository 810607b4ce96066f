import type { AccountMailer } from '@slipcase/services/accounts/account-mail';
import { sendMail } from './mailer.server';
import { passwordResetMail, statementReadyMail, verificationCodeMail } from './messages.server';

/** The account use cases' mailer: the web's translated messages, sent over SMTP_URL. */
export const accountMailer: AccountMailer = {
  verificationCode: (recipient, code, validHours) => sendMail(verificationCodeMail(recipient, code, validHours)),
  passwordReset: (recipient, link, validHours) => sendMail(passwordResetMail(recipient, link, validHours)),
  statementReady: (recipient, period, link) => sendMail(statementReadyMail(recipient, period, link)),
};
