import { resolve } from 'node:path';
import { Flags } from '@oclif/core';
import { config } from '@slipcase/config';
import { repoRoot } from '@slipcase/db/runtime';
import { SlipcaseCommand } from '../../lib/base-command';
import type { FeedBuild as FeedBuildResult } from '../../lib/build-feed';
import { formatFeedBuild } from '../../lib/format-feed-build';

export default class FeedBuild extends SlipcaseCommand {
  static override summary = 'Write the batch a store would get for a release into a folder, validated against the DDEX schemas.';
  static override description = [
    'Reads the release from the platform\'s database and the store\'s profile from its plugin (any store plugin the installation has, enabled by SLIPCASE_STORES or not, configured by SLIPCASE_STORE_<ID>_*), then builds the batch exactly as a delivery does: the audio and cover converted to what the store takes, the ERN 4.3 NewReleaseMessage and the BatchComplete manifest, written into <out>/<batch id>/. Both XML files are validated against the official schemas before anything is written. The message is marked as a test message; its id and time come from the release, so the same release always gives the same files (and the same batch id for every store: give each store its own --out). Prints the batch id and every file with its size and SHA-256; --json prints them as JSON.',
    'Exit codes: 0 written, 1 unexpected error, 2 usage error, 3 no such store or release, 5 the release is incomplete or the feed is not valid (every problem on its own line), or the store configuration is refused.',
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
    const { flags } = await this.parse(FeedBuild);
    // Loaded here, not with the command list: the other commands start without the database and Temporal.
    const { buildFeed } = await import('../../lib/build-feed');
    const { dirs, env, settings } = config();
    const build = await buildFeed(await this.database(), {
      storeId: flags.store,
      releaseId: flags.release,
      outDir: resolve(flags.out),
      storageDir: dirs.storage,
      rootDir: repoRoot(),
      env,
      settings,
    });
    this.log(formatFeedBuild(build));
    return build;
  }
}
