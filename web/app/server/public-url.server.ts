import { config } from '@slipcase/config';

/**
 * Where links in mails (and the API examples) point: SLIPCASE_PUBLIC_URL, never the host a request names, which
 * is the caller's to choose (a reset link sent to evil.example would hand its token over). Production requires the
 * variable (the start stops without it); in development and tests the server's own local address stands in.
 */
export function publicBaseUrl(): string {
  const { web } = config();
  return (web.publicUrl ?? `http://localhost:${web.port}`).replace(/\/+$/, '');
}
