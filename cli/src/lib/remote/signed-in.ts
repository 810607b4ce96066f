import { Errors } from '@oclif/core';
import { ExitCode } from '../exit-codes';
import { ApiClient } from './api-client';
import { resolveRemote } from './credentials';

/** What oclif's parse returns of the command line as typed (flags set from the environment are not in it). */
export interface TypedCommandLine {
  raw: ReadonlyArray<{ type: string; flag?: string }>;
}

/**
 * The client of the server the CLI is signed in to, or null to act on the local database. Signed in, the token
 * says who acts: an acting-account flag typed on the command line (`--as`) is refused as a usage error, while one
 * set from the environment (SLIPCASE_USER, SLIPCASE_OPERATOR) is left unused.
 */
export async function signedInClient(commandLine: TypedCommandLine, actingFlag = 'as'): Promise<ApiClient | null> {
  const remote = await resolveRemote();
  if (!remote) return null;
  if (commandLine.raw.some((token) => token.type === 'flag' && token.flag === actingFlag)) {
    throw new Errors.CLIError(
      `--${actingFlag} is for acting on the local database, but the CLI is signed in to ${remote.url}, where the token says who acts: ` +
        'leave it out (or sign out with `slipcase logout`, and unset SLIPCASE_URL and SLIPCASE_TOKEN, to act locally)',
      { exit: ExitCode.usage, code: 'signed_in' },
    );
  }
  return new ApiClient(remote);
}
