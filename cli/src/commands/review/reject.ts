import { Args, Flags } from '@oclif/core';
import { REOPENING_REASONS } from '@slipcase/domain';
import { rejectRelease } from '@slipcase/workflows/client';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatTime } from '../../lib/format';
import { rejectAsOperator, type RejectionResult } from '../../lib/reject';
import { connectTemporal } from '../../lib/temporal';

export default class ReviewReject extends SlipcaseCommand {
  static override summary = 'Reject a release in review, naming one or more reopening reasons.';
  static override description = [
    'Acts as the operator named by --as (username or e-mail), else SLIPCASE_OPERATOR, else the only operator account. The artist sees each reason with what to fix, and may reopen the release within the reopening window (SLIPCASE_REOPENING_WINDOW_DAYS); after it, the release expires. Needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    `Reopening reasons: ${REOPENING_REASONS.map((reason) => reason.code).join(', ')}.`,
    'Exit codes: 0 rejected, 1 unexpected error, 2 usage error (e.g. several operators and none chosen), 3 no such release or user, 4 refused (not an operator, or the release is not in review), 5 no reason or an unknown one.',
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
    as: Flags.string({
      description: 'Operator to act as: username or e-mail',
      env: 'SLIPCASE_OPERATOR',
      helpValue: '<username|email>',
    }),
  };

  async run(): Promise<RejectionResult> {
    const { args, flags } = await this.parse(ReviewReject);
    const result = await rejectAsOperator(
      {
        prisma: this.prisma,
        reject: (input) => rejectRelease(input, { prisma: this.prisma, connect: connectTemporal }),
      },
      { releaseId: args.releaseId, as: flags.as, reasonCodes: flags.reason, note: flags.note },
    );
    const reopenBy = result.reopenBy ? `; the artist may reopen it until ${formatTime(result.reopenBy)}` : '';
    this.log(
      `Rejected "${result.title}" (${result.releaseId}) as ${result.operator} for ${result.reasonCodes.join(', ')}. Status: ${result.statusLabel}${reopenBy}`,
    );
    return result;
  }
}
