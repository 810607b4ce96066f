import { Flags } from '@oclif/core';
import { analyticsCsv } from '@slipcase/services/analytics/analytics-csv';
import type { AnalyticsReport } from '@slipcase/services/analytics/analytics-report';
import { analyticsReaderFor } from '../lib/analytics/analytics-reader-for';
import { formatAnalytics } from '../lib/analytics/format-analytics';
import { SlipcaseCommand } from '../lib/base-command';
import { actingUserFlag } from '../lib/flags';

export default class Analytics extends SlipcaseCommand {
  static override summary = 'Show an artist\'s streams, listeners, territories and the rest over a range: the numbers of /analytics.';
  static override description = [
    'The report `/analytics` shows and `GET /v1/analytics` answers: the overview with the change against the range before, streams by store, territories, tracks, the months statements confirmed, and on PRO and Advanced cities, age and gender, devices, sources and playlists. --csv prints the page\'s CSV export.',
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), it asks the server (the read scope); otherwise it reads the platform\'s database as --as (username or e-mail), else SLIPCASE_USER.',
    'Exit codes: 0 shown, 1 unexpected error, 2 usage error, 3 no such user, artist, release or track, 4 a range or the label total beyond the plan, or a token without the read scope, 5 a bad range or id.',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --artist <id> --range 30d --as artist',
    '<%= config.bin %> <%= command.id %> --artist all --range 1y --csv > analytics.csv',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    as: actingUserFlag(),
    artist: Flags.string({ description: 'An artist id of the account, or "all" for the label total (Advanced); the first artist when absent' }),
    range: Flags.string({ description: '7d, 30d, 90d, 1y or all', default: '30d' }),
    release: Flags.string({ description: 'Drill down to a release id' }),
    track: Flags.string({ description: 'Drill down to a track id' }),
    csv: Flags.boolean({ description: 'Print the CSV the page exports', exclusive: ['json'] }),
  };

  async run(): Promise<AnalyticsReport> {
    const parsed = await this.parse(Analytics);
    const { flags } = parsed;
    const read = await analyticsReaderFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const report = await read({ artistId: flags.artist, range: flags.range, releaseId: flags.release, trackId: flags.track });
    if (flags.csv) process.stdout.write(analyticsCsv(report));
    else this.log(formatAnalytics(report));
    return report;
  }
}
