import type { DeliveryConsole } from '@slipcase/services';
import { SlipcaseCommand } from '../../lib/base-command';
import { operatorFlag } from '../../lib/flags';

export default class DeliveriesList extends SlipcaseCommand {
  static override summary = 'List the store deliveries that need an operator: failed, unconfirmed, and releases stuck in a status.';
  static override description = [
    'Reads the platform\'s database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account: the same lists as /operator/deliveries. Failed deliveries (not retried or resent since) with why and how many tries failed; deliveries the store has not confirmed after SLIPCASE_ACK_OVERDUE_HOURS or that escalated; releases in review, in process, approved or with a takedown requested for longer than SLIPCASE_STUCK_STATUS_HOURS. "Can" says whether `slipcase deliveries retry` or `resend` applies.',
    'Exit codes: 0 listed (also when there is none), 1 unexpected error, 2 usage error, 3 no such operator, 4 refused (not an operator).',
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --as ops --json'];
  static override enableJsonFlag = true;
  static override flags = { as: operatorFlag() };

  async run(): Promise<DeliveryConsole> {
    const { flags } = await this.parse(DeliveriesList);
    const { deliveriesList, formatDeliveriesList } = await import('../../lib/deliveries-console');
    const view = await deliveriesList(await this.database(), flags.as);
    this.log(formatDeliveriesList(view));
    return view;
  }
}
