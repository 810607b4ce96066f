import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatStatementList } from '../../lib/statements/format-statement-list';
import type { StatementDesk } from '../../lib/statements/statement-desk';
import { statementDeskFor } from '../../lib/statements/statement-desk-for';

export default class StatementsList extends SlipcaseCommand {
  static override summary = 'List the imported store statements, the newest first.';
  static override description = [
    signedInHelp('review', 'it reads the platform\'s database. Signed in, only staff (operators and admins) may.'),
    'Each statement\'s store, sales month, status (importing, posted, failed, superseded by a corrected one), lines, total in its currency, worth in US dollars, the part in suspense, and who imported it when. A failed import\'s problem is printed with its part and line.',
    `Exit codes: 0 listed (also when there is none), 1 unexpected error, 2 usage error, 4 signed in without the review scope or as no staff, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --limit 10 --json'];
  static override enableJsonFlag = true;
  static override flags = {
    limit: Flags.integer({ description: 'At most this many statements', default: 50, min: 1, max: 1000 }),
  };

  async run(): Promise<Awaited<ReturnType<StatementDesk['list']>>> {
    const parsed = await this.parse(StatementsList);
    const desk = await statementDeskFor(parsed, async () => ({ prisma: await this.database(), as: undefined }));
    const statements = await desk.list(parsed.flags.limit);
    this.log(formatStatementList(statements));
    return statements;
  }
}
