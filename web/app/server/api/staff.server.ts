import { isStaff } from '@slipcase/domain';
import { apiError, type ApiCaller } from '../api-auth.server';

/** The operators' and admins' `/v1` operations: anyone else is refused (403) whatever their token's scopes. */
export function requireStaff(caller: ApiCaller): void {
  if (!isStaff(caller.user.role)) throw apiError('permission_denied');
}
