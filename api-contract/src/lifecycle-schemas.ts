import { RELEASE_STATUSES, STORE_PRESENCE_STATES } from '@slipcase/domain';
import { z } from 'zod';

// What `/v1` answers about a release's history beside its fields: the release page's timeline, rejections and
// takedowns (the workflows' release view), so that a client can say why a release was rejected or when its
// takedown goes out.

const timelineEntrySchema = z.object({
  type: z.string().meta({ description: 'created, submitted, review_started, approved, rejected, reopened, published…' }),
  fromStatus: z.enum(RELEASE_STATUSES).nullable(),
  toStatus: z.enum(RELEASE_STATUSES).nullable(),
  actorRole: z.string(),
  actorName: z.string().nullable().meta({ description: 'Null for the system.' }),
  reason: z.string().nullable(),
  via: z.enum(['web', 'cli']).nullable().meta({ description: '`cli` for a call with a token; null for the system.' }),
  createdAt: z.string(),
});

const rejectionSchema = z.object({
  reviewedAt: z.string(),
  reasonCodes: z.array(z.string()).meta({ description: 'Codes of the reopening reasons catalogue (001 §4).' }),
  note: z.string().nullable(),
  reopenBy: z.string().meta({ description: 'Until when the release may be reopened; it expires afterwards.' }),
});

const takedownSchema = z.object({
  id: z.string(),
  reason: z.string(),
  otherText: z.string().nullable(),
  status: z.enum(['requested', 'processing', 'done', 'cancelled']),
  requestedAt: z.string(),
  processAt: z.string().meta({ description: 'When the takedown goes to the stores unless cancelled before.' }),
  stores: z.array(z.string()).meta({ description: 'The stores it goes to; empty on requests from before stores could be chosen (every store).' }),
  on: z.string().nullable().meta({ description: 'The day chosen for it (YYYY-MM-DD); null for as soon as the grace period is over.' }),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});

const storePresenceSchema = z.object({
  store: z.string(),
  state: z.enum(STORE_PRESENCE_STATES).meta({ description: 'Live, or taken down (under way, done, or failed).' }),
});

export const releaseLifecycleSchema = z.object({
  stores: z.array(storePresenceSchema).meta({ description: 'Each store the release was sent to and where it stands there, by store id.' }),
  timeline: z.array(timelineEntrySchema).meta({ description: 'Oldest first.' }),
  rejections: z.array(rejectionSchema).meta({ description: 'The operators’ rejections, oldest first.' }),
  takedowns: z.array(takedownSchema).meta({ description: 'The takedown requests, oldest first.' }),
  takedownWait: z
    .object({ allowedFrom: z.string(), days: z.number().int() })
    .nullable()
    .meta({ description: 'On the free plan, before the 90th day after the release date: from when a takedown may be requested.' }),
});
export type ReleaseLifecycle = z.infer<typeof releaseLifecycleSchema>;
