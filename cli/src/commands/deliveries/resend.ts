import { SlipcaseCommand } from '../../lib/base-command';
import type { DeliveryRemedyResult } from '../../lib/deliveries-console';
import { operatorFlag, releaseStoreArgs } from '../../lib/flags';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';

export default class DeliveriesResend extends SlipcaseCommand {
  static override summary = 'Send a release the stores have to one store again (the store lost it).';
  static override description = [
    'Acts on the local database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS). Starts a delivery of its own (release:<id>:resend:<store>:<n>) of an approved or published release to a store it went to. Running it again while that resend runs finds it instead of starting another.',
    `Exit codes: 0 started, 1 unexpected error, 2 usage error, 3 no such release or operator, 4 refused (not an operator, nothing to resend), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh spotify --as ops'];
  static override enableJsonFlag = true;
  static override args = releaseStoreArgs;
  static override flags = { as: operatorFlag() };

  async run(): Promise<DeliveryRemedyResult> {
    const { args, flags } = await this.parse(DeliveriesResend);
    const { remedyFromCli } = await import('../../lib/deliveries-console');
    const result = await remedyFromCli(await this.database(), 'resend', { ...args, as: flags.as });
    this.log(`Resending ${result.releaseId} to ${result.store} as ${result.operator}: its workflow is ${result.workflowId ?? 'starting'}.`);
    return result;
  }
}
