import type { DeliveryConsole } from '@slipcase/services/deliveries/delivery-console';
import { SlipcaseCommand } from '../../lib/base-command';
import { deliveryDeskFor } from '../../lib/deliveries/delivery-desk-for';
import { formatDeliveriesList } from '../../lib/deliveries/format-delivery-console';
import { operatorFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';

export default class DeliveriesList extends SlipcaseCommand {
  static override summary = 'List the store deliveries that need an operator: failed, unconfirmed, and releases stuck in a status.';
  static override description = [
    signedInHelp('review', 'it reads the platform\'s database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account.'),
    'The same lists as /operator/deliveries. Failed deliveries (not retried or resent since) with why and how many tries failed; deliveries the store has not confirmed after SLIPCASE_ACK_OVERDUE_HOURS or that escalated; releases in review, in process, approved or with a takedown requested for longer than SLIPCASE_STUCK_STATUS_HOURS. "Can" says whether `slipcase deliveries retry` or `resend` applies.',
    `Exit codes: 0 listed (also when there is none), 1 unexpected error, 2 usage error, 3 no such operator, 4 refused (not an operator, a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --as ops --json'];
  static override enableJsonFlag = true;
  static override flags = { as: operatorFlag() };

  async run(): Promise<DeliveryConsole> {
    const parsed = await this.parse(DeliveriesList);
    const desk = await deliveryDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const view = await desk.list();
    this.log(formatDeliveriesList(view));
    return view;
  }
}
