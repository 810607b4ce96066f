import { resolve } from 'node:path';
import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import type { FeedBuild as FeedBuildResult } from '../../lib/feed/feed-builder';
import { feedBuilderFor } from '../../lib/feed/feed-builder-for';
import { formatFeedBuild } from '../../lib/feed/format-feed-build';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';

export default class FeedBuild extends SlipcaseCommand {
  static override summary = 'Write the batch a store would get for a release into a folder, validated against the DDEX schemas.';
  static override description = [
    signedInHelp(
      'read',
      'it reads the release from the platform\'s database and the store\'s profile from its plugin (any store plugin the installation has, enabled by SLIPCASE_STORES or not, configured by SLIPCASE_STORE_<ID>_*). Signed in, the server builds it (GET /v1/releases/{id}/feeds/{store}: your own release, or any to staff; the stores it delivers to) and the files are written here, each checked against its size and SHA-256.',
    ),
    'The batch is built exactly as a delivery builds it: the audio and cover converted to what the store takes, the ERN 4.3 NewReleaseMessage and the BatchComplete manifest, written into <out>/<batch id>/. Both XML files are validated against the official schemas before anything is written. The message is marked as a test message; its id and time come from the release, so the same release always gives the same files (and the same batch id for every store: give each store its own --out). Prints the batch id and every file with its size and SHA-256; --json prints them as JSON.',
    `Exit codes: 0 written, 1 unexpected error, 2 usage error, 3 no such store or release, 4 signed in without the read scope, 5 the release is incomplete or the feed is not valid (every problem on its own line), or the store configuration is refused, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --store spotify --release cm4x0y2z10000abcd1234efgh --out /tmp/feed',
    '<%= config.bin %> <%= command.id %> --store local-folder --release cm4x0y2z10000abcd1234efgh --out feed --json',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    store: Flags.string({ description: 'ID of the store, as `slipcase plugins list` shows it', required: true }),
    release: Flags.string({ description: 'ID of the release', required: true }),
    out: Flags.string({ description: 'Folder to write the batch into (made if missing)', required: true }),
  };

  async run(): Promise<FeedBuildResult> {
    const parsed = await this.parse(FeedBuild);
    const build = await feedBuilderFor(parsed, () => this.database());
    const written = await build({ storeId: parsed.flags.store, releaseId: parsed.flags.release, outDir: resolve(parsed.flags.out) });
    this.log(formatFeedBuild(written));
    return written;
  }
}
