import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { API_HEADERS } from '../server/api-auth.server';
import { endSession } from '../server/session.server';

/** GET /v1/auth/logout (000 §7; POST too): ends the session, with or without one. Answers `{ ok: true }`. */
async function logout({ request }: LoaderFunctionArgs) {
  const headers = new Headers(API_HEADERS);
  headers.append('Set-Cookie', await endSession(request));
  return json({ ok: true }, { headers });
}

export const loader = logout;
export const action = logout;
