import { hashPassword, type PrismaClient } from '@slipcase/db';
import type { Role } from '@slipcase/domain';
import { generate } from 'otplib';
import type { AccountMailer, MailRecipient } from '../accounts/account-mail';

/** A user with a known password, as the web's test helper makes them (`<username>@example.test`). */
export async function createAccount(
  prisma: PrismaClient,
  fields: { username: string; password?: string; role?: Role; plan?: 'free' | 'pro' | 'advanced'; freeze?: boolean; banned?: boolean },
) {
  const { password = 'right-password-1!', ...rest } = fields;
  return prisma.user.create({
    data: { email: `${fields.username}@example.test`, name: `${fields.username} Name`, passwordHash: await hashPassword(password), ...rest },
  });
}

/** The secret's TOTP code at a moment (now by default). */
export function totpCode(secret: string, at = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** A code that is not the secret's current one: its last digit changed. */
export async function wrongTotpCode(secret: string): Promise<string> {
  const code = await totpCode(secret);
  return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
}

export interface SentMail {
  kind: 'verificationCode' | 'passwordReset' | 'statementReady';
  to: MailRecipient;
  /** The code or the link. */
  secret: string;
  validHours: number;
  /** A statement's period and its stores (statementReady only). */
  period?: string;
  stores?: readonly string[];
}

/** A mailer that keeps what it was asked to send; `failing` makes every send throw. */
export function recordingMailer(options: { failing?: boolean } = {}): AccountMailer & { sent: SentMail[] } {
  const sent: SentMail[] = [];
  const send = (kind: SentMail['kind']) => async (to: MailRecipient, secret: string, validHours: number) => {
    if (options.failing) throw new Error('the mail server is away');
    sent.push({ kind, to, secret, validHours });
  };
  const statementReady = async (to: MailRecipient, period: string, link: string, stores: readonly string[]) => {
    if (options.failing) throw new Error('the mail server is away');
    sent.push({ kind: 'statementReady', to, secret: link, validHours: 0, period, stores });
  };
  return { sent, verificationCode: send('verificationCode'), passwordReset: send('passwordReset'), statementReady };
}
