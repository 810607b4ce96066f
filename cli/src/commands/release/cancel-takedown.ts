import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import type { CancelledTakedown } from '../../lib/takedown';

export default class ReleaseCancelTakedown extends SlipcaseCommand {
  static override summary = 'Cancel a takedown before it is processed: the release stays published.';
  static override description = [
    signedInHelp(
      'submit',
      'it acts on the local database as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    `Exit codes: 0 cancelled, 1 unexpected error, 2 usage error (e.g. no --as locally, --as when signed in), 3 no such release or user, 4 refused (another account's release locally, no takedown requested, or it is already being sent to the stores, a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as label@example.com',
    'SLIPCASE_USER=label <%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release', required: true }),
  };
  static override flags = {
    as: actingUserFlag('release'),
  };

  async run(): Promise<CancelledTakedown> {
    const parsed = await this.parse(ReleaseCancelTakedown);
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const result = await releases.cancelTakedown(parsed.args.releaseId);
    this.log(`Takedown of "${result.title}" (${result.releaseId}) cancelled. Status: ${result.statusLabel}`);
    return result;
  }
}
