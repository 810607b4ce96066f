import { isAppError } from '@slipcase/domain';

/** For `.catch()`: a use case's `not_found` (another account's record, or none) as the page's 404; anything else as is. */
export function notFoundAs404(error: unknown): never {
  if (isAppError(error) && error.code === 'not_found') throw new Response('Not found', { status: 404 });
  throw error;
}
