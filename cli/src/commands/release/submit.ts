import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { errorMessage } from '../../lib/messages';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import type { SubmissionResult } from '../../lib/submit';

export default class ReleaseSubmit extends SlipcaseCommand {
  static override summary = 'Submit a draft release for review by starting its workflow.';
  static override description = [
    signedInHelp(
      'submit',
      'it acts on the local database as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    'Prints the id of the release\'s workflow; submitting again while it runs prints the same id. `slipcase release validate <id>` lists what a submission would refuse, without submitting.',
    `Exit codes: 0 submitted, 1 unexpected error, 2 usage error (e.g. no --as locally, --as when signed in), 3 no such release (a server does not show another account's release either), 4 refused (another account's release locally, not a draft, blocked account, the plan's monthly limit, a token without the scope), 5 the release breaks a rule of submission (the same rules as the web's review step: every problem is printed, one \`<field>: <message>\` line each), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as label@example.com',
    'SLIPCASE_USER=label <%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to submit', required: true }),
  };
  static override flags = {
    as: actingUserFlag('release'),
  };

  async run(): Promise<SubmissionResult> {
    const parsed = await this.parse(ReleaseSubmit);
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const result = await releases.submit(parsed.args.releaseId);
    if (result.droppedStores.length > 0) {
      this.warn(errorMessage('premium_platforms_dropped', { stores: result.droppedStores.join(', ') }));
    }
    if (result.coverTooSmallFor.length > 0) {
      this.warn(errorMessage('cover_too_small_for_platforms', { stores: result.coverTooSmallFor.join(', ') }));
    }
    this.log(result.workflowId);
    return result;
  }
}
