import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatPayoutStatus } from '../../lib/format-payouts';
import type { PayoutStatus } from '../../lib/payout/payout-desk';
import { payoutDeskFor } from '../../lib/payout/payout-desk-for';

export default class PayoutStatusCommand extends SlipcaseCommand {
  static override summary = 'Show a withdrawal: amount, status, when it is paid, and what its workflow reports.';
  static override description = [
    signedInHelp(
      'read',
      'it reads any payout from the platform\'s database and asks its workflow for its state (Temporal: `npm start`, or TEMPORAL_ADDRESS). Signed in, only the account\'s own payouts are found.',
    ),
    'With --json, prints { payout, workflow }.',
    `Exit codes: 0 shown, 1 unexpected error (e.g. Temporal unreachable), 2 usage error, 3 no such payout, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    payoutId: Args.string({ description: 'ID of the payout', required: true }),
  };

  async run(): Promise<PayoutStatus> {
    const parsed = await this.parse(PayoutStatusCommand);
    const desk = await payoutDeskFor(parsed, async () => ({ prisma: await this.database(), as: undefined }));
    const status = await desk.status(parsed.args.payoutId);
    this.log(formatPayoutStatus(status));
    return status;
  }
}
