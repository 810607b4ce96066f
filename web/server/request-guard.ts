import type { Request, RequestHandler, Response } from 'express';
import { errorMessage } from '@slipcase/api-contract/english';
import { forbiddenCharacter } from '@slipcase/domain';

/** Where no route says (a path no route matches): every method `/v1` serves somewhere. */
const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Likewise for pages: read (GET, HEAD) and their forms posted (POST). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];

/** `/v1` answers its JSON error shape; a page a short text. */
export function refuse(req: Request, res: Response, status: number, code: string, field: string | null, headers: Record<string, string> = {}): void {
  res.status(status).set(headers);
  const message = errorMessage(code);
  if (req.path.startsWith('/v1/') || req.path === '/v1') res.json({ error: { code, message, ...(field && { field }) } });
  else res.type('text/plain').send(`${message} (${code})`);
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** What of the URL is not clean text: a malformed escape or a control character (a NUL reaches PostgreSQL as an id). */
export function uncleanPartOf(url: string): string | null {
  const [path = '', query = ''] = url.split('?', 2);
  const pathText = decoded(path);
  if (pathText === null || forbiddenCharacter(pathText)) return 'path';
  for (const pair of query.split('&')) {
    const equals = pair.includes('=') ? pair.indexOf('=') : pair.length;
    const name = decoded(pair.slice(0, equals).replace(/\+/g, ' '));
    const value = decoded(pair.slice(equals + 1).replace(/\+/g, ' '));
    if (name === null || value === null || forbiddenCharacter(name) || forbiddenCharacter(value)) return name && !forbiddenCharacter(name) ? name : 'query';
  }
  return null;
}

/** The methods the route a path reaches answers (./route-methods.ts), or null where no route is. */
export type MethodsOf = (path: string) => readonly string[] | null;

/**
 * What no route should ever see: a method it does not have (TRACE, CONNECT, PROPFIND…, which Node's fetch
 * `Request` refuses to even build, so Remix would answer 500; OPTIONS; a PUT to a page, a POST to a page without
 * a form) is a 405 naming the methods its route allows; a URL with a control character or a broken escape is a
 * 400. The uploads' own methods (tus: PATCH, OPTIONS…) go past to them.
 */
export function requestGuard(uploadsPath: string | null, methodsOf: MethodsOf = () => null): RequestHandler {
  return (req, res, next) => {
    const isUpload = uploadsPath !== null && (req.path === uploadsPath || req.path.startsWith(`${uploadsPath}/`));
    const isApi = req.path === '/v1' || req.path.startsWith('/v1/');
    const allowed = (!isUpload && methodsOf(req.path)) || (isApi ? API_METHODS : PAGE_METHODS);
    if (!isUpload && !allowed.includes(req.method.toUpperCase())) {
      return refuse(req, res, 405, 'invalid_input', null, { Allow: allowed.join(', ') });
    }
    const unclean = uncleanPartOf(req.originalUrl);
    if (unclean) return refuse(req, res, 400, 'invalid_characters', unclean);
    next();
  };
}
