import { AppError } from '@slipcase/domain';
import { ApiClient } from './api-client';
import { resolveRemote } from './credentials';

/** The client of the server the CLI is signed in to; refused (exit 4) with how to sign in when there is none. */
export async function requireRemote(): Promise<ApiClient> {
  const remote = await resolveRemote();
  if (!remote) {
    throw new AppError('auth_failed', 'url', {}, 'Sign in first: slipcase login --url <server> --token <token> (or set SLIPCASE_URL and SLIPCASE_TOKEN)');
  }
  return new ApiClient(remote);
}
