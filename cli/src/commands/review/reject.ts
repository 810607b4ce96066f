import { Args, Flags } from '@oclif/core';
import { REOPENING_REASONS } from '@slipcase/domain';
import { SlipcaseCommand } from '../../lib/base-command';
import { operatorFlag } from '../../lib/flags';
import { formatTime } from '../../lib/format';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import type { RejectionResult } from '../../lib/reject';
import { reviewActionsFor } from '../../lib/review-actions/review-actions-for';

export default class ReviewReject extends SlipcaseCommand {
  static override summary = 'Reject a release in review, naming one or more reopening reasons.';
  static override description = [
    signedInHelp(
      'review',
      'it acts on the local database as the operator named by --as (username or e-mail), else SLIPCASE_OPERATOR, else the only operator account, and needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    ),
    'The artist sees each reason with what to fix, and may reopen the release within the reopening window (SLIPCASE_REOPENING_WINDOW_DAYS); after it, the release expires.',
    `Reopening reasons: ${REOPENING_REASONS.map((reason) => reason.code).join(', ')}.`,
    `Exit codes: 0 rejected, 1 unexpected error, 2 usage error (e.g. several operators and none chosen, --as when signed in), 3 no such release or user, 4 refused (not an operator, the release is not in review, a token without the scope), 5 no reason or an unknown one, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --reason audio_error',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --reason invalid_cover_art --reason invalid_artist_name --note "The cover shows a store logo" --as ops',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to reject', required: true }),
  };
  static override flags = {
    reason: Flags.string({
      description: 'Reopening reason code (repeat for several)',
      multiple: true,
      default: [],
      helpValue: '<code>',
    }),
    note: Flags.string({ description: 'A note for the artist, in your own words' }),
    as: operatorFlag(),
  };

  async run(): Promise<RejectionResult> {
    const parsed = await this.parse(ReviewReject);
    const { args, flags } = parsed;
    const reviews = await reviewActionsFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const result = await reviews.reject({ releaseId: args.releaseId, reasonCodes: flags.reason, note: flags.note });
    const reopenBy = result.reopenBy ? `; the artist may reopen it until ${formatTime(result.reopenBy)}` : '';
    this.log(
      `Rejected "${result.title}" (${result.releaseId}) as ${result.operator} for ${result.reasonCodes.join(', ')}. Status: ${result.statusLabel}${reopenBy}`,
    );
    return result;
  }
}
