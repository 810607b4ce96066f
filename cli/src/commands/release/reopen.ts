import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import type { ReopeningResult } from '../../lib/reopen';

export default class ReleaseReopen extends SlipcaseCommand {
  static override summary = 'Reopen a rejected release once it is fixed: it goes back to review.';
  static override description = [
    signedInHelp(
      'submit',
      'it acts on the local database as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    '`slipcase release status <id>` shows why it was rejected and what to fix; `slipcase release validate <id>` what the reopening would still refuse.',
    `Exit codes: 0 reopened, 1 unexpected error, 2 usage error (e.g. no --as locally, --as when signed in), 3 no such release or user, 4 refused (another account's release locally, not rejected, its reopening window closed, a token without the scope), 5 the release still breaks a rule of submission, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as label@example.com',
    'SLIPCASE_USER=label <%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to reopen', required: true }),
  };
  static override flags = {
    as: actingUserFlag('release'),
  };

  async run(): Promise<ReopeningResult> {
    const parsed = await this.parse(ReleaseReopen);
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const result = await releases.reopen(parsed.args.releaseId);
    this.log(`Reopened "${result.title}" (${result.releaseId}): it goes back to review.`);
    return result;
  }
}
