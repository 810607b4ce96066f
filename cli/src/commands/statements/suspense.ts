import { Flags } from '@oclif/core';
import { SUSPENSE_LIST_MAX } from '@slipcase/api-contract/statement-console-schemas';
import { SlipcaseCommand } from '../../lib/base-command';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatSuspense } from '../../lib/statements/format-suspense';
import type { SuspenseReport } from '../../lib/statements/statement-desk';
import { statementDeskFor } from '../../lib/statements/statement-desk-for';

export default class StatementsSuspense extends SlipcaseCommand {
  static override summary = 'Show the money of posted statements that matches no track or release yet, by ISRC or UPC.';
  static override description = [
    signedInHelp('review', 'it reads the platform\'s database. Signed in, only staff (operators and admins) may (GET /v1/operator/suspense).'),
    'One row per code the stores reported (the ISRC, else the UPC), the largest amount first: its worth in US dollars (exact), its lines, the recording as the stores named it, and the statements it comes from; then the total. Correct the ISRC or UPC in the catalogue, then `slipcase statements rematch` moves the money to its owner.',
    `Exit codes: 0 shown (also when nothing is in suspense), 1 unexpected error, 2 usage error, 4 signed in without the review scope or as no staff, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --limit 20 --json'];
  static override enableJsonFlag = true;
  static override flags = {
    limit: Flags.integer({ description: 'At most this many codes (the total is of them all)', default: 100, min: 1, max: SUSPENSE_LIST_MAX }),
  };

  async run(): Promise<SuspenseReport> {
    const parsed = await this.parse(StatementsSuspense);
    const desk = await statementDeskFor(parsed, async () => ({ prisma: await this.database(), as: undefined }));
    const report = await desk.suspense(parsed.flags.limit);
    this.log(formatSuspense(report));
    return report;
  }
}
