import { requestPasswordReset } from '@slipcase/services/accounts/password-reset';
import { accountDeps } from '../deps.server';

/**
 * Asks for a password-reset link off the request path. Looking the address up, making the token and sending the
 * mail all happen after the answer, so the answer takes as long whether or not the address has an account: its
 * timing tells nothing (issue 17). A failure is logged, as a mail that cannot be sent already is.
 */
export function requestResetLinkOffRequestPath(input: { email: string; baseUrl: string }): void {
  requestPasswordReset(accountDeps(), input).catch((error: unknown) => {
    console.error('The password-reset request failed:', error);
  });
}
