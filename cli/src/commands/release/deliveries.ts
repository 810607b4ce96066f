import { Args } from '@oclif/core';
import type { DeliveryView } from '@slipcase/services/releases/release-view';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatDeliveries } from '../../lib/format-deliveries';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';

export default class ReleaseDeliveries extends SlipcaseCommand {
  static override summary = 'Show where a release was delivered: each store\'s status, batch, acknowledgement and steps.';
  static override description = [
    'For every store the release (and any takedown of it) went to: the delivery\'s status, its batch id, where the batch landed, what the store answered, then each step with its time (built, validated, uploaded, manifest written, acknowledged or rejected by the store, no acknowledgement in time, failed) and its detail. Times are UTC. With --json, prints the deliveries of the release view as JSON.',
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it asks the server (the read scope; only the token\'s account\'s releases); otherwise it reads the platform\'s database.',
    `Exit codes: 0 shown, 1 unexpected error, 2 usage error, 3 no such release, 4 refused (a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release', required: true }),
  };

  async run(): Promise<DeliveryView[]> {
    const parsed = await this.parse(ReleaseDeliveries);
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: undefined }));
    const deliveries = await releases.deliveries(parsed.args.releaseId);
    this.log(formatDeliveries(deliveries));
    return deliveries;
  }
}
