import { ApiClient } from './api-client';
import { normalizeUrl, saveRemote, type Remote } from './credentials';

export interface LoginResult {
  url: string;
  username: string;
  /** Where the login was saved. */
  path: string;
}

/**
 * Checks the token against the server (`GET /v1/api/user`: the account it belongs to) and saves both for the
 * commands that follow. A refused token is not saved.
 */
export async function login(input: { url: string; token: string }): Promise<LoginResult> {
  const remote: Remote = { url: normalizeUrl(input.url), token: input.token.trim() };
  // One attempt: whoever logs in is there to see an unreachable server at once.
  const user = await new ApiClient(remote, { attempts: 1 }).request<{ username: string }>('GET', 'api/user');
  const path = await saveRemote({ ...remote, username: user.username });
  return { url: remote.url, username: user.username, path };
}
