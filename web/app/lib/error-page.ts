import { isRouteErrorResponse } from '@remix-run/react';

export type ErrorPageKey = 'badRequest' | 'sessionExpired' | 'forbidden' | 'notFound' | 'serverError';

/** A failure's status: a thrown answer's own, anything else a server error. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** Which of the error page's texts (`errorPage.<key>`) a failure reads (000 §8's generic messages). */
export function errorPageKey(error: unknown): ErrorPageKey {
  const status = errorStatus(error);
  if (status === 401) return 'sessionExpired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status >= 400 && status < 500) return 'badRequest';
  return 'serverError';
}
