import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatRequestedPayout } from '../../lib/format-payouts';
import { amountCentsOf, type RequestedPayout } from '../../lib/payout/payout-desk';
import { payoutDeskFor } from '../../lib/payout/payout-desk-for';

export default class PayoutRequest extends SlipcaseCommand {
  static override summary = 'Request a withdrawal of part or all of the available balance.';
  static override description = [
    signedInHelp(
      'submit',
      'it acts on the platform\'s database as --as (username or e-mail), else SLIPCASE_USER, and needs its Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    'Holds the amount at once and pays it to the account\'s payout method (Stripe or Payoneer) after the wait of its plan at request time: 30 days on PRO and Advanced, 90 on free. Changing plan while it waits does not move the date. Prints the payout\'s id, amount and the date it will be paid.',
    `Exit codes: 0 requested, 1 unexpected error, 2 usage error (e.g. no --as locally, --as when signed in), 3 no such user, 4 refused (no payout method set up, below the minimum withdrawal, above the available balance, a blocked account, a token without the scope), 5 not an amount, ${RETRY_LATER_EXIT}.`,
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
    const parsed = await this.parse(PayoutRequest);
    const amountCents = amountCentsOf(parsed.args.amount);
    const desk = await payoutDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const payout = await desk.request(amountCents);
    this.log(formatRequestedPayout(payout));
    return payout;
  }
}
