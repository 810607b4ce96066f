import { Flags } from '@oclif/core';
import type { RoyaltyTraceJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { formatRoyaltyTrace } from '../../lib/royalties/format-royalty-trace';
import { royaltyTraceReaderFor } from '../../lib/royalties/royalty-trace-reader-for';

export default class RoyaltiesTrace extends SlipcaseCommand {
  static override summary = 'Show the store statement lines behind an account\'s royalties of a sales period.';
  static override description = [
    'Each amount of the period (narrowed by --store, --release or --upc, --track or --isrc, --country) with the lines of the store\'s own file that made it: file, part, line number and the cells as the store wrote them, the currency and rate, and the ledger entries with the plan share and split applied. An artist sees their releases, a split payee their share only, an operator everything. At most 500 lines; the answer says how many more.',
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it asks the server (the read scope); otherwise it reads the platform\'s database and statement files as --as (username or e-mail), else SLIPCASE_USER.',
    'Exit codes: 0 shown, 1 unexpected error, 2 usage error (no --as, or --as while signed in), 3 no such user, release or track, 4 a blocked account or a token without the read scope, 5 a bad period, ISRC, UPC or country.',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --period 2026-11 --isrc USXXX1234567 --as artist',
    '<%= config.bin %> <%= command.id %> --period 2026-11 --store spotify --country DE --json',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    as: actingUserFlag(),
    period: Flags.string({ description: 'The sales period, YYYY-MM', required: true }),
    store: Flags.string({ description: 'A store id (spotify)' }),
    release: Flags.string({ description: 'A release id' }),
    upc: Flags.string({ description: 'A release\'s UPC or EAN' }),
    track: Flags.string({ description: 'A track id' }),
    isrc: Flags.string({ description: 'A recording\'s ISRC' }),
    country: Flags.string({ description: 'A country code (DE), or WW for worldwide lines' }),
  };

  async run(): Promise<RoyaltyTraceJson> {
    const parsed = await this.parse(RoyaltiesTrace);
    const { flags } = parsed;
    const read = await royaltyTraceReaderFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const trace = await read({
      period: flags.period,
      store: flags.store,
      releaseId: flags.release,
      upc: flags.upc,
      trackId: flags.track,
      isrc: flags.isrc,
      country: flags.country,
    });
    this.log(formatRoyaltyTrace(trace));
    return trace;
  }
}
