import { config } from '@slipcase/config';
let warnedAboutOrigin = false;

/**
 * Where links in mails point: SLIPCASE_PUBLIC_URL when set, else the origin the request came in on. Behind a
 * proxy that passes any Host header, the request's origin is the caller's to choose, so production installations
 * should set SLIPCASE_PUBLIC_URL.
 */
export function publicBaseUrl(request: Request): string {
  const configured = config().web.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  if (config().production && !warnedAboutOrigin) {
    warnedAboutOrigin = true;
    console.warn('SLIPCASE_PUBLIC_URL is not set: password-reset links use the host each request names.');
  }
  return new URL(request.url).origin;
}
