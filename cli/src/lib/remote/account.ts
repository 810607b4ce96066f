import type { ApiClient } from './api-client';

/** The account a token belongs to, as `GET /v1/api/user` answers it. */
export interface RemoteAccount {
  username: string;
  name: string;
}

export function remoteAccount(api: ApiClient): Promise<RemoteAccount> {
  return api.request<RemoteAccount>('GET', 'api/user');
}

/** Who the token acts as: the name saved at login, else asked of the server (SLIPCASE_URL and SLIPCASE_TOKEN). */
export async function remoteUsername(api: ApiClient): Promise<string> {
  return api.remote.username ?? (await remoteAccount(api)).username;
}
