import { isAppError } from '@slipcase/domain';
import { remoteUsername } from '../remote/account';
import type { ApiClient } from '../remote/api-client';
import type { StatementSource } from './write-statement';

/** The token's account's statements from `GET /v1/statements/{period}.csv` and `.pdf`. */
export function remoteStatements(api: ApiClient): StatementSource {
  return {
    account: () => remoteUsername(api),
    async statement(period, format) {
      let response: Response;
      try {
        response = await api.download(`statements/${period}.${format}`);
      } catch (error) {
        // The server's 404 is the local null: no royalties of the account's in the period.
        if (isAppError(error) && error.code === 'not_found') return null;
        throw error;
      }
      return format === 'csv' ? response.text() : Buffer.from(await response.arrayBuffer());
    },
  };
}
