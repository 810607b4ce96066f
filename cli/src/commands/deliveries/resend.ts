import { SlipcaseCommand } from '../../lib/base-command';
import { deliveryDeskFor, type DeliveryRemedyResult } from '../../lib/deliveries/delivery-desk-for';
import { operatorFlag, releaseStoreArgs } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';

export default class DeliveriesResend extends SlipcaseCommand {
  static override summary = 'Send a release the stores have to one store again (the store lost it).';
  static override description = [
    signedInHelp(
      'review',
      'it acts on the local database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    'Starts a delivery of its own (release:<id>:resend:<store>:<n>) of an approved or published release to a store it went to. Running it again while that resend runs finds it instead of starting another.',
    `Exit codes: 0 started, 1 unexpected error, 2 usage error, 3 no such release or operator, 4 refused (not an operator, a token without the scope, nothing to resend), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh spotify --as ops'];
  static override enableJsonFlag = true;
  static override args = releaseStoreArgs;
  static override flags = { as: operatorFlag() };

  async run(): Promise<DeliveryRemedyResult> {
    const parsed = await this.parse(DeliveriesResend);
    const desk = await deliveryDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const result = await desk.remedy('resend', parsed.args);
    this.log(`Resending ${result.releaseId} to ${result.store} as ${result.operator}: its workflow is ${result.workflowId ?? 'starting'}.`);
    return result;
  }
}
