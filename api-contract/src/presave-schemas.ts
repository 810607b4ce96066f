import { z } from 'zod';

// What `/v1` answers about the account's pre-save campaigns (issue 29): each with its subscribers and their outcome.

const PROVIDERS = ['spotify', 'deezer', 'youtube_music'] as const;
const OUTCOMES = ['pending', 'saved', 'failed', 'revoked'] as const;
const instant = () => z.iso.datetime().meta({ description: 'An instant, ISO 8601 in UTC.' });
const day = () => z.iso.date().meta({ description: 'A calendar day, YYYY-MM-DD.' });

export const presaveCampaignSummarySchema = z.object({
  releaseId: z.string(),
  title: z.string(),
  artist: z.string(),
  upc: z.string(),
  releaseDate: day(),
  presaveEnabled: z.boolean(),
  campaign: z
    .object({ id: z.string(), key: z.string(), subscribers: z.int().min(0), stage: z.enum(['upcoming', 'out']) })
    .nullable()
    .meta({ description: 'The campaign, once started; null while the release only has pre-save switched on.' }),
});

export const presaveCampaignListSchema = z.object({ campaigns: z.array(presaveCampaignSummarySchema) });

export const presaveSubscriberSchema = z.object({
  id: z.string(),
  name: z.string().meta({ description: 'The fan’s name at the provider.' }),
  provider: z.enum(PROVIDERS),
  country: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2, when the provider says.' }),
  followers: z.int().min(0),
  subscribedAt: instant(),
  outcome: z.enum(OUTCOMES).meta({ description: 'pending until release day; then saved, failed (after the retries) or revoked (the fan took the access back).' }),
  detail: z.string().nullable(),
  attempts: z.int().min(0),
  finishedAt: instant().nullable(),
});

export const presaveCampaignSchema = z.object({
  id: z.string(),
  key: z.string(),
  path: z.string().meta({ description: 'The public page, `/release/{key}`.' }),
  release: z.object({ id: z.string(), title: z.string(), artist: z.string(), upc: z.string(), releaseDate: day(), liveAt: instant() }),
  stage: z.enum(['upcoming', 'out']),
  completedAt: instant().nullable().meta({ description: 'When the release-day run finished.' }),
  summary: z.object({
    total: z.int().min(0),
    byOutcome: z.object({ pending: z.int(), saved: z.int(), failed: z.int(), revoked: z.int() }),
    daily: z.array(z.object({ day: day(), subscribers: z.int().min(0) })),
    countries: z.array(z.object({ country: z.string().nullable(), subscribers: z.int().min(0) })),
  }),
  subscribers: z.array(presaveSubscriberSchema).meta({ description: 'The latest subscriber first.' }),
});

export type PresaveCampaignListJson = z.infer<typeof presaveCampaignListSchema>;
export type PresaveCampaignJson = z.infer<typeof presaveCampaignSchema>;
