import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatPayoutStatus } from '../../lib/format-payouts';
import type { PayoutStatus } from '../../lib/payouts';

export default class PayoutStatusCommand extends SlipcaseCommand {
  static override summary = 'Show a withdrawal: amount, status, when it is paid, and what its workflow reports.';
  static override description = [
    'Reads the payout from the platform\'s database and asks its workflow for its state (Temporal: `npm start`, or TEMPORAL_ADDRESS). With --json, prints { payout, workflow }.',
    'Exit codes: 0 shown, 1 unexpected error (e.g. Temporal unreachable), 2 usage error, 3 no such payout.',
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
    const { args } = await this.parse(PayoutStatusCommand);
    // Loaded here, not with the command list: the other commands start without the database and Temporal.
    const [{ payoutStatus }, { lazyTemporalClient }] = await Promise.all([import('../../lib/payouts'), import('../../lib/temporal')]);
    const status = await payoutStatus({ prisma: await this.database(), temporal: lazyTemporalClient() }, args.payoutId);
    this.log(formatPayoutStatus(status));
    return status;
  }
}
