import { SlipcaseCommand } from '../lib/base-command';
import { actingUserFlag } from '../lib/flags';
import { formatRoyalties } from '../lib/format-payouts';
import { royaltiesReaderFor } from '../lib/royalties/royalties-reader-for';
import type { RoyaltiesReport } from '../lib/royalties/royalties-report';

export default class Royalties extends SlipcaseCommand {
  static override summary = 'Show an account\'s balance (royalties, held, paid, available) and its payouts.';
  static override description = [
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it reads the token\'s account from the server (the read scope); otherwise it reads the platform\'s database as --as (username or e-mail), else SLIPCASE_USER. Amounts are in USD; held is what requested payouts that are not paid yet keep aside; owed, shown only when a refund took more than the balance, is recovered from the next earnings.',
    'Exit codes: 0 shown, 1 unexpected error, 2 usage error (e.g. no --as, or --as while signed in), 3 no such user, 4 a blocked account or a token without the read scope.',
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
    const parsed = await this.parse(Royalties);
    const reader = await royaltiesReaderFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const report = await reader.report();
    this.log(formatRoyalties(report));
    return report;
  }
}
