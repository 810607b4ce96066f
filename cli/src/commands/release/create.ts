import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { DEFAULT_LEAD_DAYS } from '../../lib/default-release-date';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import type { ReleaseShown } from '../../lib/release-actions/release-shown';

export default class ReleaseCreate extends SlipcaseCommand {
  static override summary = 'Create a draft single from an audio file and a cover image.';
  static override description = [
    signedInHelp(
      'write',
      'it creates the release in the local database as the account named by --as (username or e-mail), else SLIPCASE_USER, and copies the files into the platform\'s storage (SLIPCASE_STORAGE_DIR).',
    ),
    'The release is for one of the account\'s artists (id or exact name). The audio and the cover are checked as the web app checks uploads (format, length, size, dimensions) before anything is made; on a server they are then streamed with a progress bar (on stderr), the release\'s genre is the artist\'s main genre and its language English. Prints the new release\'s id; with --json, the release view the web shows.',
    'The account holder is recorded as the track\'s performer and as its writer (100%); the release goes to every store the plan reaches. --accept-agreements records that the owner accepts the release agreements (rights owned, no one else\'s rights infringed, the distribution terms): without it the release cannot be submitted.',
    'Every problem with the input is printed, one `<field>: <message>` line each; nothing is created unless all is well.',
    `Exit codes: 0 created, 1 unexpected error, 2 usage error (e.g. no --as locally, --as when signed in), 3 no such user or artist, 4 refused (blocked account, a token without the scope), 5 invalid input (a file missing or not accepted, an empty title, ...), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --artist "The Test Tones" --title "Four Forty" --track-title "A440" --audio a440.wav --cover cover.jpg --accept-agreements',
    '<%= config.bin %> <%= command.id %> --as label@example.com --artist "The Test Tones" --title "Four Forty" --track-title "A440" --audio a440.wav --cover cover.jpg --accept-agreements',
    '<%= config.bin %> <%= command.id %> --as label --artist cm4x0y2z10000abcd1234efgh --title "Four Forty" --track-title "A440" --audio a440.flac --cover cover.png --release-date 2027-01-15 --explicit --json',
    'id=$(SLIPCASE_USER=label <%= config.bin %> <%= command.id %> --artist "The Test Tones" --title "Four Forty" --track-title "A440" --audio a440.wav --cover cover.jpg)',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    as: actingUserFlag('release'),
    artist: Flags.string({ description: 'The owner\'s artist: id or exact name', required: true, helpValue: '<id|name>' }),
    title: Flags.string({ description: 'Title of the release', required: true }),
    'track-title': Flags.string({ description: 'Title of its track', required: true }),
    audio: Flags.string({ description: 'Audio file: WAV, FLAC, AIFF or MP3, 1 to 20 minutes', required: true, helpValue: '<path>' }),
    cover: Flags.string({ description: 'Cover image: square JPEG or PNG, at least 1500x1500 px', required: true, helpValue: '<path>' }),
    'release-date': Flags.string({
      description: `Release date (default: ${DEFAULT_LEAD_DAYS} days from today)`,
      helpValue: '<YYYY-MM-DD>',
    }),
    explicit: Flags.boolean({ description: 'The track has explicit lyrics' }),
    'accept-agreements': Flags.boolean({
      description: 'The owner accepts the release agreements: owns the rights, infringes nobody\'s, accepts the distribution terms',
    }),
  };

  async run(): Promise<ReleaseShown> {
    const parsed = await this.parse(ReleaseCreate);
    const { flags } = parsed;
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const view = await releases.create({
      artist: flags.artist,
      title: flags.title,
      trackTitle: flags['track-title'],
      audioPath: flags.audio,
      coverPath: flags.cover,
      releaseDate: flags['release-date'],
      explicit: flags.explicit,
      agreementsAccepted: flags['accept-agreements'],
    });
    this.log(view.id);
    return view;
  }
}
