import { Args } from '@oclif/core';
import type { ApprovalResult } from '../../lib/approve';
import { SlipcaseCommand } from '../../lib/base-command';
import { operatorFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { reviewActionsFor } from '../../lib/review-actions/review-actions-for';

export default class ReviewApprove extends SlipcaseCommand {
  static override summary = 'Approve a release in review; its workflow then delivers it to the stores.';
  static override description = [
    signedInHelp(
      'review',
      'it acts on the local database as the operator named by --as (username or e-mail), else SLIPCASE_OPERATOR, else the only operator account, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    `Exit codes: 0 approved, 1 unexpected error, 2 usage error (e.g. several operators and none chosen, --as when signed in), 3 no such release or user, 4 refused (not an operator, the release is not in review, a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as ops@example.com',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as ops --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to approve', required: true }),
  };
  static override flags = {
    as: operatorFlag(),
  };

  async run(): Promise<ApprovalResult> {
    const parsed = await this.parse(ReviewApprove);
    const reviews = await reviewActionsFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const result = await reviews.approve(parsed.args.releaseId);
    this.log(`Approved "${result.title}" (${result.releaseId}) as ${result.operator}. Status: ${result.statusLabel}`);
    return result;
  }
}
