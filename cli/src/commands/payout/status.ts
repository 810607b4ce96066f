import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatPayoutStatus } from '../../lib/format-payouts';
import type { PayoutStatus } from '../../lib/payout/payout-desk';
import { payoutDeskFor } from '../../lib/payout/payout-desk-for';

export default class PayoutStatusCommand extends SlipcaseCommand {
  static override summary = 'Show a withdrawal: amount, status, when it is paid, and what its workflow reports.';
  static override description = [
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it reads one of the token\'s account\'s payouts from the server (the read scope); otherwise any payout from the platform\'s database, asking its workflow for its state (Temporal: `npm start`, or TEMPORAL_ADDRESS). With --json, prints { payout, workflow }.',
    'Exit codes: 0 shown, 1 unexpected error (e.g. Temporal unreachable), 2 usage error, 3 no such payout (signed in, another account\'s is not found either).',
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
