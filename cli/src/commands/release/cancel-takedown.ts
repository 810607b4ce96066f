import { Args } from '@oclif/core';
import { cancelTakedown } from '@slipcase/workflows/client';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { cancelTakedownAsUser, type CancelledTakedown } from '../../lib/takedown';
import { connectTemporal } from '../../lib/temporal';

export default class ReleaseCancelTakedown extends SlipcaseCommand {
  static override summary = 'Cancel a takedown before it is processed: the release stays published.';
  static override description = [
    'Acts as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER. Needs the platform\'s Temporal server and worker (started by `npm start`, or TEMPORAL_ADDRESS).',
    'Exit codes: 0 cancelled, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such release or user, 4 refused (another account\'s release, no takedown requested, or it is already being sent to the stores).',
  ].join('\n\n');
  static override examples = [
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
    const { args, flags } = await this.parse(ReleaseCancelTakedown);
    const result = await cancelTakedownAsUser(
      {
        prisma: this.prisma,
        cancel: (input) => cancelTakedown(input, { prisma: this.prisma, connect: connectTemporal }),
      },
      { releaseId: args.releaseId, as: flags.as },
    );
    this.log(`Takedown of "${result.title}" (${result.releaseId}) cancelled. Status: ${result.statusLabel}`);
    return result;
  }
}
