import { Args, Flags } from '@oclif/core';

/** `--as <username|email>` (else SLIPCASE_USER): the account a command acts as; `whose` names what it must own. */
export function actingUserFlag(whose?: string) {
  return Flags.string({
    description: `Account to act as${whose ? `, the ${whose}'s owner` : ''}: username or e-mail`,
    env: 'SLIPCASE_USER',
    helpValue: '<username|email>',
  });
}

/** `--as <username|email>` (else SLIPCASE_OPERATOR): the operator a review command acts as. */
export function operatorFlag() {
  return Flags.string({
    description: 'Operator to act as: username or e-mail',
    env: 'SLIPCASE_OPERATOR',
    helpValue: '<username|email>',
  });
}

/** A release and one of its stores: what `slipcase deliveries retry|resend` act on. */
export const releaseStoreArgs = {
  releaseId: Args.string({ description: 'ID of the release', required: true }),
  store: Args.string({ description: 'The store\'s id (as `slipcase deliveries list` shows it)', required: true }),
};
