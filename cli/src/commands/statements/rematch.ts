import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { operatorFlag } from '../../lib/flags';
import type { RematchReport } from '../../lib/statements-console';

export default class StatementsRematch extends SlipcaseCommand {
  static override summary = 'Match the statements\' suspense again, after an ISRC or UPC was corrected in the catalogue.';
  static override description = [
    'Acts on the local database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account. Each item of a posted statement that matched no track (by ISRC) or release (by UPC) is matched again; the money of those that match now moves out of suspense in one balanced transaction per statement, shared by the owner\'s plan in force at the end of the sales month and the split in force then. Items still matching nothing stay in suspense. Running it again moves nothing.',
    'Exit codes: 0 done (also when nothing matched), 1 unexpected error, 2 usage error, 3 no such posted statement or operator, 4 refused (not an operator).',
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --statement <statementId> --json'];
  static override enableJsonFlag = true;
  static override flags = {
    statement: Flags.string({ description: 'Only this statement (its id, from `slipcase statements list`)' }),
    as: operatorFlag(),
  };

  async run(): Promise<RematchReport> {
    const { flags } = await this.parse(StatementsRematch);
    const { rematchStatements, formatRematch } = await import('../../lib/statements-console');
    const report = await rematchStatements(await this.database(), flags);
    this.log(formatRematch(report));
    return report;
  }
}
