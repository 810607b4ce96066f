import { Args, Flags } from '@oclif/core';
import { AppError, type ErrorCode } from '@slipcase/domain';
import { SlipcaseCommand } from '../lib/base-command';
import type { ExportReport } from '../lib/export/export-report';
import { formatExportSummary, formatExportWarnings } from '../lib/export/format-export';
import { runExport } from '../lib/export/run-export';
import { requireRemote } from '../lib/remote/require-remote';

export default class Export extends SlipcaseCommand {
  static override summary = 'Export the whole catalogue: ERN 4.3 messages with their audio and artwork, and the royalty ledger as CSV.';
  static override description = [
    'Writes every release of the account into <dir>/<UPC>/: its ERN 4.3 NewReleaseMessage (<UPC>.xml, valid against the official schema) and, under resources/, the audio and the cover as they were uploaded, with the names and SHA-256 hashes the message gives; then the royalty ledger (<dir>/royalties.csv: every royalty line and withdrawal) and an index, <dir>/catalogue.json (each release with its status, files and hashes). Files arrive through a temporary file and their SHA-256 is checked against the server\'s before they take their place. Run it again to bring an export up to date: files already there with the right SHA-256 are not fetched again, and a run cut short is finished. A draft that cannot make an ERN message yet (no cover, no track) gets its files and a warning. Needs `slipcase login` (or SLIPCASE_URL and SLIPCASE_TOKEN) with a token of the read scope.',
    'Exit codes: 0 exported, 1 unexpected error (or a file that arrived with another SHA-256 than the server\'s: run it again), 2 usage error, 4 refused (not signed in, a token without the read scope), 6 the server could not be reached or some releases could not be fetched now (run it again: what is there is kept).',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> ./backup',
    '<%= config.bin %> <%= command.id %> ./backup --json | jq -r \'.written[]\'',
    'SLIPCASE_URL=https://slipcase.example SLIPCASE_TOKEN=slc_… <%= config.bin %> <%= command.id %> /srv/archive --concurrency 8',
  ];
  static override enableJsonFlag = true;
  static override args = {
    dir: Args.string({ description: 'The folder to write into (made if missing; an earlier export there is brought up to date)', required: true }),
  };
  static override flags = {
    concurrency: Flags.integer({ description: 'Releases fetched at the same time', default: 4, min: 1, max: 16 }),
  };

  async run(): Promise<ExportReport> {
    const { args, flags } = await this.parse(Export);
    const api = await requireRemote();
    const report = await runExport(api, { dir: args.dir, concurrency: flags.concurrency }, process.stderr);
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
