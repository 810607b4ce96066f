import { getPrisma } from '@slipcase/db';
import { generate } from 'otplib';
import { createCaptcha } from '@slipcase/services/accounts/captcha';

/** A fresh captcha and its answer, as the sign-in form would send them. */
export async function solvedCaptcha(): Promise<{ captcha_id: string; captcha: string }> {
  const { id } = await createCaptcha({ prisma: getPrisma(), now: new Date() });
  const { answer } = await getPrisma().captcha.findUniqueOrThrow({ where: { id }, select: { answer: true } });
  return { captcha_id: id, captcha: answer };
}

/** The Cookie header a browser would send back after this answer (every Set-Cookie's name=value). */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

/** The authenticator app's current code for a secret. */
export function totpCode(secret: string, at = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/**
 * The code of the next 30-second step, still accepted (one step of tolerance): for a test's second use of a
 * secret, since each code is accepted once.
 */
export function nextTotpCode(secret: string): Promise<string> {
  return totpCode(secret, new Date(Date.now() + 30_000));
}

/** The code of a 30-second step (User.totpLastStep: the code accepted last), to try it a second time. */
export function totpCodeOfStep(secret: string, step: number): Promise<string> {
  return totpCode(secret, new Date(step * 30_000));
}

/** Answers thrown by loaders and actions (redirects, API refusals) as returned ones. */
export async function settle(result: unknown): Promise<Response> {
  const value = await Promise.resolve(result).catch((error: unknown) => error);
  if (value instanceof Response) return value;
  throw value instanceof Error ? value : new Error(`Not a Response: ${String(value)}`);
}

/** A code that is not the current one: the current code with its last digit changed. */
export async function wrongTotpCode(secret: string): Promise<string> {
  const code = await totpCode(secret);
  return `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
}
