import { randomBytes } from 'node:crypto';
import { SESSION_COOKIE_NAME } from './session.server';

/**
 * The nonce a page rendered for the public-page cache carries (web/server/public-pages.ts): each answer from the
 * cache replaces it with a fresh one, in the page and in its policy.
 */
export const CACHED_PAGE_NONCE = 'c2xpcGNhc2UtY2FjaGVkLXBhZ2U=';

/** A fresh nonce for one page's inline scripts (Remix's hydration data and its scroll restoration). */
export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/**
 * What a page may load: scripts only from our origin or inline with this page's nonce; no plugins, no framing,
 * forms posting only to us. Styles stay open to inline `style` attributes, which the components render.
 */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Whether the request carries a session: what it is answered is that account's, and no cache may keep it. */
export function isPrivateRequest(request: Request): boolean {
  const cookie = request.headers.get('Cookie') ?? '';
  return cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE_NAME}=`));
}

/** The headers a rendered page adds: its policy, and `no-store` when it was rendered for a signed-in account. */
export function applyDocumentHeaders(headers: Headers, { nonce, signedIn }: { nonce: string; signedIn: boolean }): void {
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  if (signedIn) headers.set('Cache-Control', 'no-store');
}

/** Data requests (client-side navigations) of a signed-in account are private too. */
export function applyDataHeaders(response: Response, request: Request): Response {
  if (isPrivateRequest(request)) response.headers.set('Cache-Control', 'no-store');
  return response;
}
