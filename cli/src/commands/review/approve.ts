import { Args, Flags } from '@oclif/core';
import { approveRelease } from '@slipcase/workflows/client';
import { approveAsOperator, type ApprovalResult } from '../../lib/approve';
import { SlipcaseCommand } from '../../lib/base-command';
import { connectTemporal } from '../../lib/temporal';

export default class ReviewApprove extends SlipcaseCommand {
  static override summary = 'Approve a release in review; its workflow then delivers it to the stores.';
  static override description = [
    'Acts as the operator named by --as (username or e-mail), else SLIPCASE_OPERATOR, else the only operator account. Needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    'Exit codes: 0 approved, 1 unexpected error, 2 usage error (e.g. several operators and none chosen), 3 no such release or user, 4 refused (not an operator, or the release is not in review).',
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
    as: Flags.string({
      description: 'Operator to act as: username or e-mail',
      env: 'SLIPCASE_OPERATOR',
      helpValue: '<username|email>',
    }),
  };

  async run(): Promise<ApprovalResult> {
    const { args, flags } = await this.parse(ReviewApprove);
    const result = await approveAsOperator(
      {
        prisma: this.prisma,
        approve: async (input) => approveRelease(input, { prisma: this.prisma, client: await connectTemporal() }),
      },
      { releaseId: args.releaseId, as: flags.as },
    );
    this.log(`Approved "${result.title}" (${result.releaseId}) as ${result.operator}. Status: ${result.statusLabel}`);
    return result;
  }
}
