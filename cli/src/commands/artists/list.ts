import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import { listArtists } from '../../lib/artists/artists';
import { formatArtists } from '../../lib/artists/format-artists';
import { SlipcaseCommand } from '../../lib/base-command';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { requireRemote } from '../../lib/remote/require-remote';

export default class ArtistsList extends SlipcaseCommand {
  static override summary = 'List your account\'s artist profiles, oldest first.';
  static override description = [
    'Asks the server the CLI is signed in to (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN; the read scope): each artist\'s id (what `release create --artist` and manifests may name), name, type, main genre, country, releases and followers. With --json, the artists as the API answers them.',
    `Exit codes: 0 listed (also when there are none), 1 unexpected error, 2 usage error, 4 refused (not signed in, a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %>',
    '<%= config.bin %> <%= command.id %> --json | jq -r \'.[] | "\\(.id) \\(.name)"\'',
  ];
  static override enableJsonFlag = true;

  async run(): Promise<ArtistJson[]> {
    await this.parse(ArtistsList);
    const artists = await listArtists(await requireRemote());
    this.log(formatArtists(artists));
    return artists;
  }
}
