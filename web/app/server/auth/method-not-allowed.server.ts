import { METHOD_NOT_ALLOWED } from '@slipcase/api-contract/http-status';
import { withAllowedMethods } from '../../lib/allowed-methods';
import { apiError } from '../api-auth.server';

/**
 * The other half of a `/v1` route module that serves only reading or only posting: without it Remix answers a
 * GET to an action-only route (or a POST to a loader-only one) in plain text, outside the API's error shape.
 */
export function methodNotAllowed(allow: string) {
  const refuse = () => apiError('invalid_input', { status: METHOD_NOT_ALLOWED, message: `This path takes ${allow} only.`, headers: { Allow: allow } });
  return withAllowedMethods(refuse, allow.split(', '));
}
