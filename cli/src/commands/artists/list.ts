import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import { artistDeskFor } from '../../lib/artists/artist-desk-for';
import { formatArtists } from '../../lib/artists/format-artists';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';

export default class ArtistsList extends SlipcaseCommand {
  static override summary = 'List your account\'s artist profiles, oldest first.';
  static override description = [
    signedInHelp('read', 'it reads the platform\'s database as the account --as names (username or e-mail), else SLIPCASE_USER.'),
    'Each artist\'s id (what `release create --artist` and manifests may name), name, type, main genre, country, releases and followers. With --json, the artists as the API answers them.',
    `Exit codes: 0 listed (also when there are none), 1 unexpected error, 2 usage error (no --as, or --as while signed in), 3 no such user, 4 refused (a blocked account, a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %>',
    '<%= config.bin %> <%= command.id %> --as artist@slipcase.local',
    '<%= config.bin %> <%= command.id %> --json | jq -r \'.[] | "\\(.id) \\(.name)"\'',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    as: actingUserFlag(),
  };

  async run(): Promise<ArtistJson[]> {
    const parsed = await this.parse(ArtistsList);
    const desk = await artistDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const artists = await desk.list();
    this.log(formatArtists(artists));
    return artists;
  }
}
