import { Flags } from '@oclif/core';

/** `--as <username|email>` (else SLIPCASE_USER): the account a command acts as; `whose` names what it must own. */
export function actingUserFlag(whose?: string) {
  return Flags.string({
    description: `Account to act as${whose ? `, the ${whose}'s owner` : ''}: username or e-mail`,
    env: 'SLIPCASE_USER',
    helpValue: '<username|email>',
  });
}
