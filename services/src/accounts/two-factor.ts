import { isCode } from '@slipcase/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { ServiceDeps } from '../deps';
import { tooManyAttempts, type AuthFailure } from './auth-failure';
import { accountKey, recordAttempt, throttleWait } from './throttle';

type Deps = Pick<ServiceDeps, 'prisma' | 'now'>;

/** Authenticator apps' defaults (6 digits, 30 s); a code of the step before or after the current one still counts. */
const STEP_SECONDS = 30;

async function matchesAt(secret: string, code: string, epoch: number): Promise<boolean> {
  try {
    return (await verify({ secret, token: code, epoch, epochTolerance: 0 })).valid;
  } catch {
    return false;
  }
}

/**
 * The 30-second step whose TOTP code this is (now, or the step before or after), or null when it matches none.
 * Steps are what make a code single use: the user keeps the last one accepted.
 */
export async function totpStep(secret: string, code: string, now = new Date()): Promise<number | null> {
  if (!isCode(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  for (const offset of [0, -STEP_SECONDS, STEP_SECONDS]) {
    if (await matchesAt(secret, code, epoch + offset)) return Math.floor((epoch + offset) / STEP_SECONDS);
  }
  return null;
}

/** Whether the code is the secret's TOTP code now, give or take one 30-second step. */
export async function totpMatches(secret: string, code: string, now = new Date()): Promise<boolean> {
  return (await totpStep(secret, code, now)) !== null;
}

/**
 * Accepts a code once: only when its step is later than the last accepted one, claimed atomically so two
 * requests with the same code cannot both pass.
 */
async function claimStep({ prisma, now }: Deps, userId: string, secret: string, code: string): Promise<boolean> {
  const step = await totpStep(secret, code, now);
  if (step === null) return false;
  const claimed = await prisma.user.updateMany({
    where: { id: userId, totpSecret: secret, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return claimed.count === 1;
}

/** What the settings show to turn two-factor on: the QR code of the otpauth URI and the key to type instead. */
export interface TwoFactorSetup {
  secret: string;
  uri: string;
  /** A PNG data URL. */
  qrCode: string;
}

interface CodeOwner {
  id: string;
  username: string;
  totpSecret: string | null;
  twoFactorEnabled: boolean;
}

const ownerFields = { id: true, username: true, totpSecret: true, twoFactorEnabled: true } as const;

function findOwner({ prisma }: Deps, userId: string): Promise<CodeOwner | null> {
  return prisma.user.findUnique({ where: { id: userId }, select: ownerFields });
}

/**
 * Checks a code against the owner's secret, throttled and counted like a password: the account's and the
 * address's failures are one tally for both. Null when the code is right.
 */
async function checkCode(deps: Deps, owner: CodeOwner, code: string, address: string): Promise<AuthFailure | null> {
  if (!isCode(code)) return { code: 'code_invalid', field: 'code' };
  const source = { identifier: accountKey(owner.username, owner), address };
  const wait = await throttleWait(deps, source);
  if (wait !== null) return tooManyAttempts(wait);
  const right = owner.totpSecret !== null && (await claimStep(deps, owner.id, owner.totpSecret, code));
  await recordAttempt(deps, { ...source, succeeded: right });
  return right ? null : { code: 'two_factor_failed', field: 'code' };
}

/**
 * Starts turning two-factor on: a new secret, kept on the user while two-factor stays off until a code from it
 * is confirmed. Null when two-factor is already on.
 */
export async function beginTwoFactorSetup(
  { prisma }: Pick<Deps, 'prisma'>,
  { userId, issuer }: { userId: string; issuer: string },
): Promise<TwoFactorSetup | null> {
  const secret = generateSecret();
  const updated = await prisma.user.updateMany({ where: { id: userId, twoFactorEnabled: false }, data: { totpSecret: secret } });
  if (updated.count !== 1) return null;
  const { username } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { username: true } });
  const uri = generateURI({ issuer, label: username, secret });
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** A TOTP code typed by the user, and the caller's address for throttling. */
export interface CodeInput {
  userId: string;
  code: string;
  address: string;
}

/** Turns two-factor on once a code from the pending secret is right. */
export async function confirmTwoFactorSetup(deps: Deps, { userId, code, address }: CodeInput): Promise<AuthFailure | null> {
  const owner = await findOwner(deps, userId);
  if (!owner) return { code: 'session_expired' };
  if (owner.twoFactorEnabled) return null;
  if (!owner.totpSecret) return { code: 'two_factor_failed', field: 'code' };
  const failure = await checkCode(deps, owner, code, address);
  if (failure) return failure;
  // Only the secret the code was checked against is switched on (not one a second setup tab has since drawn).
  await deps.prisma.user.updateMany({ where: { id: userId, totpSecret: owner.totpSecret }, data: { twoFactorEnabled: true } });
  return null;
}

/** Turns two-factor off; a current code proves the authenticator is still at hand. */
export async function disableTwoFactor(deps: Deps, { userId, code, address }: CodeInput): Promise<AuthFailure | null> {
  const owner = await findOwner(deps, userId);
  if (!owner) return { code: 'session_expired' };
  if (!owner.twoFactorEnabled) return null;
  const failure = await checkCode(deps, owner, code, address);
  if (failure) return failure;
  await deps.prisma.user.update({ where: { id: userId }, data: { twoFactorEnabled: false, totpSecret: null, totpLastStep: null } });
  return null;
}

/**
 * The second step of signing in: the code of the user whose session owes it (null: no such session). Null when
 * it is right, and the web completes the session; otherwise why not (a malformed or wrong code, too many tries).
 */
export async function checkTwoFactorSignIn(
  deps: Deps,
  { userId, code, address }: { userId: string | null; code: string; address: string },
): Promise<AuthFailure | null> {
  const owner = userId ? await findOwner(deps, userId) : null;
  if (!owner?.twoFactorEnabled) return { code: 'session_expired' };
  return checkCode(deps, owner, code, address);
}

/** Whether the user's sign-ins ask for a TOTP code. */
export async function isTwoFactorEnabled({ prisma }: Pick<Deps, 'prisma'>, userId: string): Promise<boolean> {
  const { twoFactorEnabled } = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { twoFactorEnabled: true } });
  return twoFactorEnabled;
}
