import { startDevOidc, type DevOidc } from '../../../scripts/lib/dev-oidc';

export type { DevOidc };

/**
 * The dev "Google" and "Apple" providers (real HTTP, real keys) on free ports, with the app's SLIPCASE_OIDC_*
 * variables pointing at them.
 */
export async function useDevOidc(): Promise<DevOidc> {
  const oidc = await startDevOidc({ port: 0 });
  Object.assign(process.env, oidc.env);
  return oidc;
}

/**
 * The browser's trip through the provider: from the answer that started a sign-in (a redirect to the
 * provider, setting the attempt cookie) to where the provider sends the browser back, and the cookie to send.
 */
export async function visitProvider(start: Response): Promise<{ callback: URL; cookie: string }> {
  const location = start.headers.get('Location');
  if (!location) throw new Error(`the sign-in did not start: ${start.status}`);
  const cookie = (start.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  const answer = await fetch(location, { redirect: 'manual' });
  const back = answer.headers.get('Location');
  if (!back) throw new Error(`the provider did not send the browser back: ${answer.status}`);
  return { callback: new URL(back), cookie };
}
