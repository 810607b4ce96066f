import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatPayoutStatus } from '../../lib/format-payouts';
import type { PayoutStatus } from '../../lib/payout/payout-desk';
import { payoutDeskFor } from '../../lib/payout/payout-desk-for';

export default class PayoutCancel extends SlipcaseCommand {
  static override summary = 'Cancel a withdrawal that still waits: its amount is back in the available balance.';
  static override description = [
    signedInHelp(
      'submit',
      'it acts on the platform\'s database as the payout\'s owner, named by --as (username or e-mail), else SLIPCASE_USER, and needs its Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    `Exit codes: 0 cancelled, 1 unexpected error, 2 usage error (e.g. no --as locally, --as when signed in), 3 no such payout (another account's is not found either) or user, 4 refused (a payout no longer waiting, a blocked account, a token without the scope), ${RETRY_LATER_EXIT}.`,
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
    const parsed = await this.parse(PayoutCancel);
    const desk = await payoutDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const status = await desk.cancel(parsed.args.payoutId);
    this.log(formatPayoutStatus(status));
    return status;
  }
}
