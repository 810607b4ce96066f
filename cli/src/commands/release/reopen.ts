import { Args } from '@oclif/core';
import { reopenRelease } from '@slipcase/workflows/client';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { reopenAsUser, type ReopeningResult } from '../../lib/reopen';
import { connectTemporal } from '../../lib/temporal';

export default class ReleaseReopen extends SlipcaseCommand {
  static override summary = 'Reopen a rejected release once it is fixed: it goes back to review.';
  static override description = [
    'Acts as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER. `slipcase release status <id>` shows why it was rejected and what to fix. Needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    'Exit codes: 0 reopened, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such release or user, 4 refused (another account\'s release, not rejected, or its reopening window closed).',
  ].join('\n\n');
  static override examples = [
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
    const { args, flags } = await this.parse(ReleaseReopen);
    const result = await reopenAsUser(
      {
        prisma: this.prisma,
        reopen: (input) => reopenRelease(input, { prisma: this.prisma, connect: connectTemporal }),
      },
      { releaseId: args.releaseId, as: flags.as },
    );
    this.log(`Reopened "${result.title}" (${result.releaseId}): it goes back to review.`);
    return result;
  }
}
