import { Args, Flags } from '@oclif/core';
import { AppError, type ErrorCode } from '@slipcase/domain';
import { SlipcaseCommand } from '../lib/base-command';
import { catalogueSourceFor } from '../lib/export/catalogue-source-for';
import type { ExportReport } from '../lib/export/export-report';
import { formatExportSummary, formatExportWarnings } from '../lib/export/format-export';
import { runExport } from '../lib/export/run-export';
import { actingUserFlag } from '../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../lib/mode-help';

export default class Export extends SlipcaseCommand {
  static override summary = 'Export the whole catalogue: ERN 4.3 messages with their audio and artwork, and the royalty ledger as CSV.';
  static override description = [
    signedInHelp('read', 'it reads the platform\'s database and storage as the account --as names (username or e-mail), else SLIPCASE_USER.'),
    'Writes every release of the account into <dir>/<UPC>/: its ERN 4.3 NewReleaseMessage (<UPC>.xml, valid against the official schema) and, under resources/, the audio and the cover as they were uploaded, with the names and SHA-256 hashes the message gives; then the royalty ledger (<dir>/royalties.csv: every royalty line and withdrawal) and an index, <dir>/catalogue.json (each release with its status, files and hashes). Files arrive through a temporary file and their SHA-256 is checked against the one the catalogue gives before they take their place. Run it again to bring an export up to date: files already there with the right SHA-256 are not fetched again, and a run cut short is finished. A draft that cannot make an ERN message yet (no cover, no track) gets its files and a warning.',
    `Exit codes: 0 exported, 1 unexpected error (or a file that arrived with another SHA-256 than the catalogue's: run it again), 2 usage error (no --as locally, --as when signed in), 3 no such user, 4 refused (a blocked account, a token without the read scope), 6 some releases could not be fetched now (run it again: what is there is kept), or ${RETRY_LATER_EXIT.slice(2)}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> ./backup',
    '<%= config.bin %> <%= command.id %> ./backup --as label@example.com',
    '<%= config.bin %> <%= command.id %> ./backup --json | jq -r \'.written[]\'',
    'SLIPCASE_URL=https://slipcase.example SLIPCASE_TOKEN=slc_… <%= config.bin %> <%= command.id %> /srv/archive --concurrency 8',
  ];
  static override enableJsonFlag = true;
  static override args = {
    dir: Args.string({ description: 'The folder to write into (made if missing; an earlier export there is brought up to date)', required: true }),
  };
  static override flags = {
    concurrency: Flags.integer({ description: 'Releases fetched at the same time', default: 4, min: 1, max: 16 }),
    as: actingUserFlag(),
  };

  async run(): Promise<ExportReport> {
    const parsed = await this.parse(Export);
    const { args, flags } = parsed;
    const source = await catalogueSourceFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const report = await runExport(source, { dir: args.dir, concurrency: flags.concurrency }, process.stderr);
    for (const line of formatExportWarnings(report)) this.warn(line);
    this.log(formatExportSummary(report));
    const [first] = report.failed;
    if (first) {
      for (const failure of report.failed) this.logToStderr(`${failure.title}: ${failure.message}`);
      const count = report.failed.length;
      throw new AppError(
        first.code as ErrorCode,
        undefined,
        {},
        `${count} release${count === 1 ? '' : 's'} could not be exported; run the same command again to fetch what is missing.`,
      );
    }
    return report;
  }
}
