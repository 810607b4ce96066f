import { Args } from '@oclif/core';
import { submitRelease } from '@slipcase/workflows/client';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { errorMessage } from '../../lib/messages';
import { submitAsUser, type SubmissionResult } from '../../lib/submit';
import { connectTemporal } from '../../lib/temporal';

export default class ReleaseSubmit extends SlipcaseCommand {
  static override summary = 'Submit a draft release for review by starting its workflow.';
  static override description = [
    'Acts as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER. Prints the id of the release\'s workflow; submitting again while it runs prints the same id. Needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    'Exit codes: 0 submitted, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such release or user, 4 refused (another account\'s release, not a draft, blocked account, the plan\'s monthly limit), 5 the release breaks a rule of submission (the same rules as the web\'s review step: every problem is printed, one `<field>: <message>` line each).',
  ].join('\n\n');
  static override examples = [
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
    const { args, flags } = await this.parse(ReleaseSubmit);
    const result = await submitAsUser(
      {
        prisma: this.prisma,
        submit: async (input) => submitRelease(input, { prisma: this.prisma, client: await connectTemporal() }),
      },
      { releaseId: args.releaseId, as: flags.as },
    );
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
