import { Args, Flags } from '@oclif/core';
import { AppError, type ErrorCode } from '@slipcase/domain';
import { SlipcaseCommand } from '../lib/base-command';
import { actingUserFlag } from '../lib/flags';
import { InvalidInputError } from '../lib/invalid-input';
import { signedInHelp } from '../lib/mode-help';
import { formatUploadSummary, formatWarnings, reportProblems } from '../lib/upload/format-upload';
import { runUpload, type UploadReport } from '../lib/upload/run-upload';
import { uploadDeskFor } from '../lib/upload/upload-desk-for';

export default class Upload extends SlipcaseCommand {
  static override summary = 'Upload a catalogue from a manifest (CSV, JSON or ERN 4.3) and a folder of audio and artwork.';
  static override description = [
    'First the whole manifest and every file it names are checked (the web wizard\'s rules, the real audio and images, the artists on your account); with any problem a report names each row, field and message and nothing is uploaded. Then releases are sent in parallel with a progress bar. Running it again after a crash or a network cut sends only what is missing and never makes a release twice. The manifest format is in cli/README.md ("Bulk upload manifests") and cli/manifest.schema.json.',
    signedInHelp('write (and with --submit the submit)', "it uploads to the platform's database and storage for the account --as names (username or e-mail), else SLIPCASE_USER; --submit then needs Temporal."),
    'Exit codes: 0 uploaded (or, with --dry-run, nothing wrong), 1 unexpected error, 2 usage error (no --as, or --as while signed in), 3 no such user, 4 refused (a blocked account, a token without the write or submit scope), 5 the report found problems (nothing was uploaded), 6 some releases could not be sent now (run it again; signed in, also rate limited or the server unreachable).',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> catalogue.csv --dry-run',
    '<%= config.bin %> <%= command.id %> catalogue.csv --assets ./masters --submit --accept-agreements',
    '<%= config.bin %> <%= command.id %> catalogue.csv --as label@example.com',
    '<%= config.bin %> <%= command.id %> old-distributor/ern.xml --platforms spotify,apple-music --release-date 2027-03-05 --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    manifest: Args.string({ description: 'The manifest: .csv, .json or an ERN 4.3 .xml', required: true }),
  };
  static override flags = {
    as: actingUserFlag(),
    assets: Flags.string({ description: 'Folder the manifest\'s file names are relative to (default: the manifest\'s folder)' }),
    'dry-run': Flags.boolean({ description: 'Check everything and print the report; send nothing' }),
    submit: Flags.boolean({ description: 'Submit each release for review once it is sent', dependsOn: ['accept-agreements'] }),
    'accept-agreements': Flags.boolean({
      description: 'Accept the release agreements (rights owned, not infringing, terms) for every release, as the wizard asks',
    }),
    concurrency: Flags.integer({
      description: 'Releases sent at the same time: each sends a few requests one after the other, so more than the server has processors keep it busy',
      default: 16,
      min: 1,
      max: 32,
    }),
    platforms: Flags.string({
      description: 'For an ERN message: the store ids to deliver to, comma-separated (its deals are the other distributor\'s)',
      helpValue: '<id,id>',
    }),
    'release-date': Flags.string({ description: 'For an ERN message: the release date here (YYYY-MM-DD), in place of the message\'s' }),
  };

  async run(): Promise<UploadReport> {
    const parsed = await this.parse(Upload);
    const { args, flags } = parsed;
    const desk = await uploadDeskFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const report = await runUpload(
      desk,
      {
        manifest: args.manifest,
        ...(flags.assets && { assetsDir: flags.assets }),
        dryRun: flags['dry-run'],
        submit: flags.submit,
        acceptAgreements: flags['accept-agreements'],
        concurrency: flags.concurrency,
        ern: {
          ...(flags.platforms && { platforms: flags.platforms.split(',').map((id) => id.trim()).filter(Boolean) }),
          ...(flags['release-date'] && { releaseDate: flags['release-date'] }),
        },
      },
      process.stderr,
    );
    for (const line of formatWarnings(report)) this.warn(line);
    if (report.problems.length > 0) throw new InvalidInputError(reportProblems(report));
    if (flags['dry-run']) {
      this.log(`${args.manifest}: no problems. Nothing was sent (--dry-run).`);
      return report;
    }
    this.log(formatUploadSummary(report));
    const [first] = report.failed;
    if (first) {
      for (const failure of report.failed) this.logToStderr(`${failure.title}: ${failure.message}`);
      throw new AppError(
        first.code as ErrorCode,
        undefined,
        {},
        `${report.failed.length} release${report.failed.length === 1 ? '' : 's'} could not be sent; run the same command again to send what is missing.`,
      );
    }
    return report;
  }
}
