import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatReleaseView } from '../../lib/format';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import type { ReleaseShown } from '../../lib/release-actions/release-shown';

export default class ReleaseStatus extends SlipcaseCommand {
  static override summary = 'Show a release: its status, tracks, deliveries and timeline.';
  static override description = [
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it reads the release from the server (the read scope; only the token\'s account\'s releases); otherwise from the platform\'s database (DATABASE_URL, else the one `npm start` runs). A rejected release shows the reasons with what to fix; a published one when a takedown becomes possible (the free plan\'s 90 days); a takedown under way when it goes to the stores. With --json, prints the release view the web app shows, as JSON (from a server, without storage keys and the owner\'s id).',
    `Exit codes: 0 shown, 1 unexpected error, 2 usage error, 3 no such release, 4 refused (a token without the scope), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release', required: true }),
  };

  async run(): Promise<ReleaseShown> {
    const parsed = await this.parse(ReleaseStatus);
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: undefined }));
    const view = await releases.show(parsed.args.releaseId);
    this.log(formatReleaseView(view));
    return view;
  }
}
