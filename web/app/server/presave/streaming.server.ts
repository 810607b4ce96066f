import { createCookie, type Cookie } from '@remix-run/node';
import { config } from '@slipcase/config';
import { getPrisma } from '@slipcase/db';
import { isAppError } from '@slipcase/domain';
import { streamingFromConfig, type StreamingDeps } from '@slipcase/services';
import { encodeError } from '../../lib/error-messages';
import { isSecure } from '../session.server';

let streaming: ReturnType<typeof streamingFromConfig> | undefined;

/** The connection and pre-save use cases' deps for one request: the configured providers and the tokens' cipher. */
export function streamingDeps(now = new Date()): StreamingDeps {
  streaming ??= streamingFromConfig(config().streaming);
  return { prisma: getPrisma(), now, ...streaming };
}

/** Where every provider sends the browser back: the connecting page (registered with each provider's app). */
export const CONNECT_PATH = '/spotify-auth';
export const callbackUrl = (request: Request) => `${new URL(request.url).origin}${CONNECT_PATH}`;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The fan's browser keeps the secret that cancels their pre-save, for the campaign's page only. */
export function fanCookie(key: string): Cookie {
  const secret = config().web.sessionSecret;
  return createCookie(`presave_${key}`, { path: `/release/${key}`, httpOnly: true, sameSite: 'lax', maxAge: YEAR_SECONDS, secrets: secret ? [secret] : undefined });
}

export async function fanToken(request: Request, key: string): Promise<string | null> {
  const value: unknown = await fanCookie(key).parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value ? value : null;
}

export const setFanToken = (request: Request, key: string, token: string) => fanCookie(key).serialize(token, { secure: isSecure(request) });
export const clearFanToken = (request: Request, key: string) => fanCookie(key).serialize('', { maxAge: 0, secure: isSecure(request) });

/** A refusal as the page shows it (an encoded error code and its values); anything else is thrown on. */
export function refusal(error: unknown): { error: string } {
  if (isAppError(error)) return { error: encodeError(error) };
  throw error;
}
