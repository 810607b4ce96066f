import { hashPassword, verifyPassword } from '@slipcase/db';
import { isBlocked } from '@slipcase/domain';
import type { AccountDeps } from './account-mail';
import { tooManyAttempts, type AuthFailure } from './auth-failure';
import { checkCaptcha } from './captcha';
import { issueVerificationCode } from './email-verification';
import { accountKey, recordAttempt, throttleWait } from './throttle';

/** What sign-in needs to know of the account a username or e-mail names. */
export interface Account {
  id: string;
  username: string;
  email: string;
  name: string;
  language: string | null;
  passwordHash: string;
  freeze: boolean;
  banned: boolean;
  emailVerifiedAt: Date | null;
  twoFactorEnabled: boolean;
}

/** The account whose username or e-mail (either, in any case) is `identifier`, else null. */
export function findAccount({ prisma }: Pick<AccountDeps, 'prisma'>, identifier: string): Promise<Account | null> {
  const name = identifier.trim();
  return prisma.user.findFirst({
    where: {
      OR: [{ username: { equals: name, mode: 'insensitive' } }, { email: { equals: name, mode: 'insensitive' } }],
    },
    select: {
      id: true,
      username: true,
      email: true,
      name: true,
      language: true,
      passwordHash: true,
      freeze: true,
      banned: true,
      emailVerifiedAt: true,
      twoFactorEnabled: true,
    },
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password is the account's. No account still costs one argon2 verification, so an unknown name
 * takes as long to refuse as a wrong password.
 */
export async function passwordMatches(account: Pick<Account, 'passwordHash'> | null, password: string): Promise<boolean> {
  if (!account) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    return false;
  }
  return verifyPassword(account.passwordHash, password);
}

/** What signing in takes (000 §3), from the page's form or `POST /v1/auth/login`. */
export interface SignInInput {
  /** A username or an e-mail address. */
  username: string;
  password: string;
  captcha: string;
  captcha_id: string;
  /** The caller's address, for throttling. */
  address: string;
  /** The language a verification mail is written in when the account saved none. */
  fallbackLanguage: string | null;
}

/** Where a sign-in ended; the web starts the session each outcome but `refused` calls for. */
export type SignInOutcome =
  | { kind: 'refused'; failure: AuthFailure }
  /** The password was right but the e-mail address is unconfirmed: a fresh code was sent, no session to start. */
  | { kind: 'verification_required'; account: Account }
  /** The password was right; a session is to wait for the TOTP code. */
  | { kind: 'two_factor'; account: Account }
  /** Signed in. A blocked account is too, but may see only the blocked page. */
  | { kind: 'signed_in'; account: Account; blocked: boolean };

const refused = (failure: AuthFailure): SignInOutcome => ({ kind: 'refused', failure });

/** A new code for an unconfirmed address, in the account's language, else in the one the caller is using. */
async function sendFreshCode(deps: AccountDeps, account: Account, fallbackLanguage: string | null): Promise<void> {
  const language = account.language ?? fallbackLanguage;
  try {
    await issueVerificationCode(deps, { id: account.id, email: account.email, name: account.name, language });
  } catch (error) {
    // The verification page can send another; failing here would only hide where to go next.
    console.error('[login] the verification code could not be sent', error);
  }
}

/**
 * Signs in (000 §4) in this order: throttling, captcha, account, password; then a blocked account is signed in
 * (for the blocked page only), an unconfirmed e-mail gets a new code, two-factor owes its code.
 */
export async function signIn(deps: AccountDeps, input: SignInInput): Promise<SignInOutcome> {
  const account = await findAccount(deps, input.username);
  const source = { identifier: accountKey(input.username, account), address: input.address };
  const wait = await throttleWait(deps, source);
  if (wait !== null) return refused(tooManyAttempts(wait));
  if (!(await checkCaptcha(deps, { id: input.captcha_id, answer: input.captcha }))) {
    return refused({ code: 'captcha_invalid', field: 'captcha' });
  }
  const rightPassword = await passwordMatches(account, input.password);
  await recordAttempt(deps, { ...source, succeeded: account !== null && rightPassword });
  if (!account) return refused({ code: 'invalid_username', field: 'username' });
  if (!rightPassword) return refused({ code: 'invalid_password', field: 'password' });
  const blocked = isBlocked(account);
  if (blocked) return { kind: 'signed_in', account, blocked };
  if (account.emailVerifiedAt === null) {
    await sendFreshCode(deps, account, input.fallbackLanguage);
    return { kind: 'verification_required', account };
  }
  if (account.twoFactorEnabled) return { kind: 'two_factor', account };
  return { kind: 'signed_in', account, blocked: false };
}
