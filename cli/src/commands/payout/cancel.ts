import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { formatPayoutStatus } from '../../lib/format-payouts';
import type { PayoutStatus } from '../../lib/payouts';

export default class PayoutCancel extends SlipcaseCommand {
  static override summary = 'Cancel a withdrawal that still waits: its amount is back in the available balance.';
  static override description = [
    'Acts as the payout\'s owner, named by --as (username or e-mail), else SLIPCASE_USER. Needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    'Exit codes: 0 cancelled, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such payout or user, 4 refused (another account\'s payout, a payout no longer waiting, a blocked account).',
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as artist'];
  static override enableJsonFlag = true;
  static override args = {
    payoutId: Args.string({ description: 'ID of the payout to cancel', required: true }),
  };
  static override flags = {
    as: actingUserFlag('payout'),
  };

  async run(): Promise<PayoutStatus> {
    const { args, flags } = await this.parse(PayoutCancel);
    // Loaded here, not with the command list: the other commands start without the database and Temporal.
    const [{ cancelPayoutAs }, { lazyTemporalClient }] = await Promise.all([import('../../lib/payouts'), import('../../lib/temporal')]);
    const status = await cancelPayoutAs({ prisma: await this.database(), temporal: lazyTemporalClient() }, { payoutId: args.payoutId, as: flags.as });
    this.log(formatPayoutStatus(status));
    return status;
  }
}
