import { Args, Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { ExitCode } from '../../lib/exit-codes';
import { operatorFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatStatementImport } from '../../lib/statements/format-statement-import';
import type { StatementImportReport } from '../../lib/statements/statement-desk';
import { statementDeskFor } from '../../lib/statements/statement-desk-for';

export default class StatementsImport extends SlipcaseCommand {
  static override summary = 'Import a store\'s sales statement (DDEX DSR flat file or CSV) into the royalty ledger.';
  static override description = [
    signedInHelp('review', 'it acts on the local database as the operator named by --as, else SLIPCASE_OPERATOR, else the only operator account, and needs the platform\'s Temporal server and worker (started by `npm start`). Signed in, only staff may; the files are sent to the server (POST /v1/operator/statements, at most 4 GB each).'),
    'Give the parts of a split report (…_1of3…) in order. The import is a workflow: it reads and checks every line, matches them to tracks by ISRC and to releases by UPC, and posts the whole statement or nothing; lines that match nothing go to suspense. The same files again post nothing.',
    `Exit codes: 0 posted or already imported, 1 unexpected error, 2 usage error, 3 no such operator, 4 refused (not staff, or signed in without the review scope), 5 the statement was refused (the problem and its line are printed; nothing posted) or a file is too large, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> SPOTIFY_DSR_2026-08.tsv.gz --store spotify --rate EUR=1.08',
    '<%= config.bin %> <%= command.id %> report_1of2.tsv report_2of2.tsv --store deezer --period 2026-08',
    '<%= config.bin %> <%= command.id %> tiktok-2026-08.csv --store tiktok --period 2026-08 --json',
  ];
  static override strict = false;
  static override enableJsonFlag = true;
  static override args = {
    files: Args.string({ description: 'Statement files, in part order', required: true }),
  };
  static override flags = {
    store: Flags.string({ description: 'Store id the statement comes from (see `slipcase plugins list`)', required: true }),
    period: Flags.string({ description: 'Sales month, YYYY-MM (default: the statement\'s own)' }),
    rate: Flags.string({ description: 'US dollars for one unit of a currency, e.g. EUR=1.08 (repeat per currency)', multiple: true }),
    as: operatorFlag(),
  };

  async run(): Promise<StatementImportReport> {
    const parsed = await this.parse(StatementsImport);
    const { argv, flags } = parsed;
    const desk = await statementDeskFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const report = await desk.import({ files: argv as string[], store: flags.store, period: flags.period, rates: flags.rate });
    this.log(formatStatementImport(report));
    if (report.status === 'failed') {
      if (this.jsonEnabled()) this.logJson(report);
      this.exit(ExitCode.invalidInput);
    }
    return report;
  }
}
