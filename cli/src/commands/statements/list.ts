import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import type { StatementListed } from '../../lib/statements-console';

export default class StatementsList extends SlipcaseCommand {
  static override summary = 'List the imported store statements, the newest first.';
  static override description = [
    'Reads the platform\'s database: each statement\'s store, sales month, status (importing, posted, failed, superseded by a corrected one), lines, total in its currency, worth in US dollars, the part in suspense, and who imported it when. A failed import\'s problem is printed with its part and line.',
    'Exit codes: 0 listed (also when there is none), 1 unexpected error, 2 usage error.',
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --limit 10 --json'];
  static override enableJsonFlag = true;
  static override flags = {
    limit: Flags.integer({ description: 'At most this many statements', default: 50, min: 1, max: 1000 }),
  };

  async run(): Promise<StatementListed[]> {
    const { flags } = await this.parse(StatementsList);
    const { statementList, formatStatementList } = await import('../../lib/statements-console');
    const statements = await statementList(await this.database(), flags.limit);
    this.log(formatStatementList(statements));
    return statements;
  }
}
