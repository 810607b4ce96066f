import { Flags } from '@oclif/core';
import type { SplitView } from '@slipcase/services';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { formatSplits } from '../../lib/splits/format-splits';
import { splitActionsFor } from '../../lib/splits/split-actions-for';

export default class SplitsList extends SlipcaseCommand {
  static override summary = 'Show how a release\'s royalties are shared: its splits and its tracks\', current, upcoming and past.';
  static override description = [
    'Each split with the sales periods it applies to (YYYY-MM), the owner\'s share and each payee\'s, whether they accepted their invitation, and what a recouping payee gets first. A track\'s own split wins over its release\'s.',
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it asks the server (the read scope; the token\'s account\'s releases); otherwise it reads the platform\'s database as --as.',
    `Exit codes: 0 shown, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such release (or another account's), 4 refused (a token without the scope, a blocked account), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --release cm4x0y2z10000abcd1234efgh --as artist',
    '<%= config.bin %> <%= command.id %> --release cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    release: Flags.string({ description: 'ID of the release', required: true }),
    as: actingUserFlag('release'),
  };

  async run(): Promise<{ splits: SplitView[] }> {
    const parsed = await this.parse(SplitsList);
    const actions = await splitActionsFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const splits = await actions.list(parsed.flags.release);
    this.log(formatSplits(splits));
    return { splits };
  }
}
