import { Args } from '@oclif/core';
import type { ReleaseView } from '@slipcase/workflows/services/release-view';
import { SlipcaseCommand } from '../../lib/base-command';
import { formatReleaseView } from '../../lib/format';
import { requireReleaseView } from '../../lib/releases';

export default class ReleaseStatus extends SlipcaseCommand {
  static override summary = 'Show a release: its status, tracks, deliveries and timeline.';
  static override description = [
    'Reads the release from the platform\'s database (DATABASE_URL, else the one `npm start` runs). A rejected release shows the reasons with what to fix; a published one when a takedown becomes possible (the free plan\'s 90 days); a takedown under way when it goes to the stores. With --json, prints the release view the web app shows, as JSON.',
    'Exit codes: 0 shown, 1 unexpected error, 2 usage error, 3 no such release.',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release', required: true }),
  };

  async run(): Promise<ReleaseView> {
    const { args } = await this.parse(ReleaseStatus);
    const view = await requireReleaseView(this.prisma, args.releaseId);
    this.log(formatReleaseView(view));
    return view;
  }
}
