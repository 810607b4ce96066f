import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { ExitCode } from '../../lib/exit-codes';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { statementSourceFor } from '../../lib/royalties/statement-source-for';
import { writeStatement, type WrittenStatement } from '../../lib/royalties/write-statement';

export default class RoyaltiesStatement extends SlipcaseCommand {
  static override summary = 'Write an account\'s royalty statement for a sales period, as CSV or PDF.';
  static override description = [
    'The lines of the period by store, release, track and country, with the plan\'s share and the split share, and the total the ledger credited (US dollars, exact). A CSV goes to standard output unless --out names a file; a PDF goes to --out, else slipcase-statement-<period>.pdf.',
    signedInHelp('read', 'it reads the platform\'s database as --as (username or e-mail), else SLIPCASE_USER.'),
    `Exit codes: 0 written, 1 unexpected error, 2 usage error (no --as locally, --as when signed in, a period that is not YYYY-MM), 3 no such user or no royalties in the period, 4 a blocked account or a token without the scope, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --period 2026-07 --as artist',
    '<%= config.bin %> <%= command.id %> --period 2026-07 --format pdf --out july.pdf --as artist',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    as: actingUserFlag(),
    period: Flags.string({ description: 'The sales period, YYYY-MM', required: true }),
    format: Flags.string({ description: 'csv or pdf', options: ['csv', 'pdf'], default: 'csv' }),
    out: Flags.string({ description: 'The file to write (a CSV goes to standard output without it)' }),
  };

  async run(): Promise<WrittenStatement> {
    const parsed = await this.parse(RoyaltiesStatement);
    const { flags } = parsed;
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(flags.period)) {
      this.error(`${flags.period} is not a sales period: give the month as YYYY-MM, e.g. 2026-07`, { exit: ExitCode.usage });
    }
    const source = await statementSourceFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const format = flags.format === 'pdf' ? 'pdf' : 'csv';
    const written = await writeStatement(source, { period: flags.period, format, out: flags.out }, (text) => {
      if (!this.jsonEnabled()) process.stdout.write(text);
    });
    if (written.file) this.log(`Statement of ${written.user} for ${written.period} written to ${written.file} (${written.bytes} bytes)`);
    return written;
  }
}
