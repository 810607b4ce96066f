import { SlipcaseCommand } from '../lib/base-command';
import { actingUserFlag } from '../lib/flags';
import { formatRoyalties } from '../lib/format-payouts';
import type { RoyaltiesReport } from '../lib/payouts';

export default class Royalties extends SlipcaseCommand {
  static override summary = 'Show an account\'s balance (royalties, held, paid, available) and its payouts.';
  static override description = [
    'Acts as --as (username or e-mail), else SLIPCASE_USER. Amounts are in USD; held is what requested payouts that are not paid yet keep aside. Reads the platform\'s database only.',
    'Exit codes: 0 shown, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such user, 4 a blocked account.',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --as artist',
    'SLIPCASE_USER=artist@slipcase.local <%= config.bin %> <%= command.id %> --json',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    as: actingUserFlag(),
  };

  async run(): Promise<RoyaltiesReport> {
    const { flags } = await this.parse(Royalties);
    // Loaded here, not with the command list: the other commands start without the database and Temporal.
    const { royaltiesOf } = await import('../lib/payouts');
    const report = await royaltiesOf(await this.database(), flags.as);
    this.log(formatRoyalties(report));
    return report;
  }
}
