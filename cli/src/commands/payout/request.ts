import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { formatRequestedPayout } from '../../lib/format-payouts';
import type { RequestedPayout } from '../../lib/payouts';

export default class PayoutRequest extends SlipcaseCommand {
  static override summary = 'Request a withdrawal of part or all of the available balance.';
  static override description = [
    'Acts as --as (username or e-mail), else SLIPCASE_USER. Holds the amount at once and pays it to the account\'s payout method (Stripe or Payoneer) after the wait of its plan at request time: 30 days on PRO and Advanced, 90 on free. Changing plan while it waits does not move the date. Prints the payout\'s id, amount and the date it will be paid. Needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    'Exit codes: 0 requested, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such user, 4 refused (no payout method set up, below the minimum withdrawal, above the available balance, a blocked account), 5 not an amount.',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> 25.00 --as artist',
    'SLIPCASE_USER=artist <%= config.bin %> <%= command.id %> 100 --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    amount: Args.string({ description: 'Amount in USD, at most two decimals (e.g. 25.00)', required: true }),
  };
  static override flags = {
    as: actingUserFlag(),
  };

  async run(): Promise<RequestedPayout> {
    const { args, flags } = await this.parse(PayoutRequest);
    // Loaded here, not with the command list: the other commands start without the database and Temporal.
    const [{ requestPayoutAs }, { lazyTemporalClient }] = await Promise.all([import('../../lib/payouts'), import('../../lib/temporal')]);
    const payout = await requestPayoutAs({ prisma: await this.database(), temporal: lazyTemporalClient() }, { amount: args.amount, as: flags.as });
    this.log(formatRequestedPayout(payout));
    return payout;
  }
}
