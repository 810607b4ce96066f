import { SlipcaseCommand } from '../../lib/base-command';
import { deliveryDeskFor, type DeliveryRemedyResult } from '../../lib/deliveries/delivery-desk-for';
import { operatorFlag, releaseStoreArgs } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';

export default class DeliveriesRetry extends SlipcaseCommand {
  static override summary = 'Retry a store\'s failed delivery of a release: its workflow runs that store\'s delivery again.';
  static override description = [
    signedInHelp(
      'review',
      'it acts on the local database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    'The release\'s workflow (while in process) or its takedown\'s (while requested) re-runs the delivery to that store alone; the others are not touched. Refused when that store\'s delivery has not failed.',
    `Exit codes: 0 started, 1 unexpected error, 2 usage error, 3 no such release or operator, 4 refused (not an operator, a token without the scope, nothing to retry), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh spotify --as ops'];
  static override enableJsonFlag = true;
  static override args = releaseStoreArgs;
  static override flags = { as: operatorFlag() };

  async run(): Promise<DeliveryRemedyResult> {
    const parsed = await this.parse(DeliveriesRetry);
    const desk = await deliveryDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const result = await desk.remedy('retry', parsed.args);
    this.log(`Retrying the delivery of ${result.releaseId} to ${result.store} as ${result.operator}.`);
    return result;
  }
}
