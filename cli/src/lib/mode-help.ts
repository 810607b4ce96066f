/** The `--help` paragraph of a command that works signed in to a server as well as on the local database. */
export function signedInHelp(scope: string, locally: string): string {
  return (
    `Signed in (\`slipcase login\`, or SLIPCASE_URL and SLIPCASE_TOKEN), it goes through the server's /v1 API as the token's account, ` +
    `which needs the ${scope} scope (--as is then refused: the token says who acts). Otherwise ${locally}`
  );
}

/** Added to the exit codes of every command that may call a server. */
export const RETRY_LATER_EXIT = '6 try later (rate limited, or the server unreachable)';
