import { ANALYTICS_RANGES } from '@slipcase/domain';
import { z } from 'zod';
import { recordIdSchema } from './clean-input';

// `GET /v1/analytics`: what it selects (the page's query and the CLI's flags) and what it answers, the same report
// the page shows (services' AnalyticsReport).

export const analyticsQuerySchema = z.strictObject({
  artistId: z
    .union([z.literal('all'), recordIdSchema])
    .optional()
    .meta({ description: 'An artist of the account, or `all` for the label total (Advanced); the first artist when absent.' }),
  range: z.enum(ANALYTICS_RANGES, { error: 'invalid_choice' }).default('30d').meta({ description: 'The days shown, ending on the last day the stores reported. The free plan has `7d`, `30d` and `90d`.' }),
  releaseId: recordIdSchema.optional().meta({ description: 'Drill down to one release of the account.' }),
  trackId: recordIdSchema.optional().meta({ description: 'Drill down to one track of the account.' }),
});

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = () => z.number().int().min(0);
const countsShape = { streams: count(), listeners: count(), saves: count(), playlistAdds: count() };
const metricSchema = z.object({
  value: count(),
  previous: count().nullable(),
  change: z.number().nullable().meta({ description: 'Percent against the range before, one decimal; null without anything to compare with.' }),
});
const rowSchema = z.object({ key: z.string(), label: z.string(), ...countsShape });
const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const analyticsReportSchema = z
  .object({
    artists: z.array(z.object({ id: z.string(), name: z.string() })),
    artistId: z.string().nullable(),
    release: z.object({ id: z.string(), title: z.string() }).nullable(),
    track: z.object({ id: z.string(), title: z.string(), releaseId: z.string() }).nullable(),
    range: z.enum(ANALYTICS_RANGES),
    access: z.object({ ranges: z.array(z.enum(ANALYTICS_RANGES)), advanced: z.boolean(), labelTotal: z.boolean() }),
    window: z.object({ from: day(), to: day() }).nullable().meta({ description: 'Null while the stores have reported nothing.' }),
    overview: z.object({ streams: metricSchema, listeners: metricSchema, saves: metricSchema, playlistAdds: metricSchema }),
    chart: z.object({
      grain: z.enum(['day', 'month']),
      stores: z.array(z.string()),
      points: z.array(z.object({ period: day(), total: count(), stores: z.record(z.string(), count()) })),
    }),
    territories: z.array(rowSchema),
    tracks: z.array(z.object({ trackId: z.string(), title: z.string(), releaseId: z.string(), releaseTitle: z.string(), ...countsShape })),
    confirmed: z.array(
      z.object({ period: z.string(), store: z.string(), usages: z.number().int(), estimated: count(), estimateOffPercent: z.number().nullable() }),
    ),
    cities: z.array(rowSchema).nullable(),
    audience: z.array(rowSchema).nullable(),
    devices: z.array(rowSchema).nullable(),
    sources: z.array(rowSchema).nullable(),
    playlists: z.array(rowSchema).nullable(),
  })
  .meta({ description: 'Estimated counts from the stores’ daily trend files and the months their statements confirmed. The advanced view (cities, audience, devices, sources, playlists) is null on a plan without it.' });
