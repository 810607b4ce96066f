import { Args } from '@oclif/core';
import type { ArtistPageResponse } from '@slipcase/api-contract/artist-page-schemas';
import { formatArtistPage, showArtistPage } from '../../lib/artist-pages';
import { SlipcaseCommand } from '../../lib/base-command';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { requireRemote } from '../../lib/remote/require-remote';

export default class MeShow extends SlipcaseCommand {
  static override summary = 'Show a Slipcase.Me artist page: its address, look, featured video, links, visits and followers.';
  static override description = [
    'Asks the server the CLI is signed in to (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN; the read scope). Without an id, the account\'s only page; with several, it names them. Followers are counted on PRO and Advanced. With --json, the page as `GET /v1/artist-pages/{id}` answers it.',
    `Exit codes: 0 shown, 1 unexpected error, 2 usage error, 3 no such page (or none yet), 5 several pages and none named, 4 refused (not signed in, a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json'];
  static override enableJsonFlag = true;
  static override args = {
    id: Args.string({ description: 'ID of the page (from `GET /v1/artist-pages`); optional when the account has one', required: false }),
  };

  async run(): Promise<ArtistPageResponse> {
    const { args } = await this.parse(MeShow);
    const api = await requireRemote();
    const page = await showArtistPage(api, args.id);
    this.log(formatArtistPage(page, api.remote.url));
    return page;
  }
}
