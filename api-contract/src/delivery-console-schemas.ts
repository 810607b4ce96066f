import { RELEASE_STATUSES } from '@slipcase/domain';
import { z } from 'zod';
import { cleanString } from './clean-input';

// What the operators' deliveries console answers through `/v1` (staff): the same lists as /operator/deliveries.

const instant = () => z.iso.datetime().meta({ description: 'An instant, ISO 8601 in UTC.' });
const workflow = z.enum(['release', 'takedown']).meta({ description: 'The workflow that sent it: the release’s or its takedown’s.' });

const consoleRelease = z.object({ id: z.string(), title: z.string(), upc: z.string(), artist: z.string(), status: z.enum(RELEASE_STATUSES) });

const consoleDelivery = z.object({
  deliveryId: z.string(),
  release: consoleRelease,
  store: z.string(),
  kind: z.enum(['new', 'update', 'takedown']),
  workflow,
  at: instant().meta({ description: 'When it last went wrong, or when it was sent (an acknowledgement overdue).' }),
  reason: z.string().nullable(),
  attempts: z.int().meta({ description: 'Failed tries of this store’s delivery of this release so far.' }),
  escalation: z.string().nullable(),
  remedy: z
    .union([z.object({ action: z.literal('retry'), workflow }), z.object({ action: z.literal('resend') }), z.object({ action: z.null() })])
    .meta({ description: 'What an operator can do: `retry` while the workflow that sent it waits for it, `resend` once every store has the release.' }),
});

export const deliveryConsoleSchema = z.object({
  failing: z.array(consoleDelivery),
  unacknowledged: z.array(consoleDelivery),
  stuck: z.array(z.object({ release: consoleRelease, since: instant(), workflow })),
});

export const deliveryRemedyBodySchema = z.strictObject({
  releaseId: cleanString('line', { error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  store: cleanString('line', { error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'too_long' }),
});

export const deliveryRemedyResultSchema = z.object({
  releaseId: z.string(),
  store: z.string(),
  operator: z.string().meta({ description: 'The username of the operator who asked.' }),
  workflowId: z.string().optional().meta({ description: 'The resend’s workflow; absent for a retry (it runs in the release’s own).' }),
});

export type DeliveryConsoleJson = z.infer<typeof deliveryConsoleSchema>;
export type DeliveryRemedyResultJson = z.infer<typeof deliveryRemedyResultSchema>;
