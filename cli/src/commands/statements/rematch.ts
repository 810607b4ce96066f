import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { operatorFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatRematch } from '../../lib/statements/format-rematch';
import type { RematchReport } from '../../lib/statements/statement-desk';
import { statementDeskFor } from '../../lib/statements/statement-desk-for';

export default class StatementsRematch extends SlipcaseCommand {
  static override summary = 'Match the statements\' suspense again, after an ISRC or UPC was corrected in the catalogue.';
  static override description = [
    signedInHelp('review', 'it acts on the local database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account. Signed in, only staff may (POST /v1/operator/statements/rematch).'),
    'Each item of a posted statement that matched no track (by ISRC) or release (by UPC) is matched again; the money of those that match now moves out of suspense in one balanced transaction per statement, shared by the owner\'s plan in force at the end of the sales month and the split in force then. Items still matching nothing stay in suspense. Running it again moves nothing.',
    `Exit codes: 0 done (also when nothing matched), 1 unexpected error, 2 usage error, 3 no such statement or operator, 4 refused (not an operator, or the statement is not posted: only a posted statement's suspense is matched again), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --statement <statementId> --json'];
  static override enableJsonFlag = true;
  static override flags = {
    statement: Flags.string({ description: 'Only this statement (its id, from `slipcase statements list`)' }),
    as: operatorFlag(),
  };

  async run(): Promise<RematchReport> {
    const parsed = await this.parse(StatementsRematch);
    const desk = await statementDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const report = await desk.rematch(parsed.flags.statement);
    this.log(formatRematch(report));
    return report;
  }
}
