import { CUSTOM_LINK_NAME_MAX, CUSTOM_LINK_URL_MAX, DEVICES, SMARTLINK_SLUG_MAX, SMARTLINK_SLUG_OR_BLANK_PATTERN, webAddress } from '@slipcase/domain';
import { z } from 'zod';
import { cleanString, recordIdSchema } from './clean-input';

/** Smart links (issue 29): the forms' and `/v1`'s shapes, one definition for the page, the API and the CLI. */

export const smartLinkCreateSchema = z.object({
  releaseId: recordIdSchema,
  /** Blank: the address suggested from the artist and title. */
  slug: cleanString().trim().max(SMARTLINK_SLUG_MAX, { error: 'smartlink_invalid_slug' }).regex(SMARTLINK_SLUG_OR_BLANK_PATTERN, { error: 'smartlink_invalid_slug' }).optional(),
});

export const customLinkSchema = z.object({
  name: cleanString('line', { error: 'smartlink_link_required' }).trim().min(1, { error: 'smartlink_link_required' }).max(CUSTOM_LINK_NAME_MAX, { error: 'too_long' }),
  url: cleanString('line', { error: 'smartlink_link_required' })
    .trim()
    .min(1, { error: 'smartlink_link_required' })
    .max(CUSTOM_LINK_URL_MAX, { error: 'invalid_url' })
    .refine((value) => webAddress(value) !== null, { error: 'invalid_url' }),
});

/** A button's key: a store plugin's id or `custom-<n>`. */
export const smartLinkEntryKeySchema = z.string({ error: 'invalid_input' }).regex(/^[a-z0-9-]{1,64}$/, { error: 'invalid_input' });

export const smartLinkEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  url: z.string(),
  active: z.boolean(),
  custom: z.boolean(),
});

export const smartLinkSchema = z.object({
  id: z.string(),
  slug: z.string(),
  path: z.string().meta({ description: 'The public page, `/s/{slug}`.' }),
  url: z.string().meta({ description: 'The public page as an absolute address.' }),
  release: z.object({ id: z.string(), title: z.string(), artist: z.string(), upc: z.string(), hasCover: z.boolean() }),
  entries: z.array(smartLinkEntrySchema),
  createdAt: z.string(),
});
export type SmartLinkAnswer = z.infer<typeof smartLinkSchema>;

const sums = { views: z.number().int(), clicks: z.number().int() };
export const smartLinkAnalyticsSchema = z.object({
  views: z.number().int(),
  clicks: z.number().int(),
  clickRate: z.number(),
  devices: z.array(z.object({ device: z.enum(DEVICES), ...sums })),
  countries: z.array(z.object({ country: z.string(), ...sums })),
  daily: z.array(z.object({ day: z.string(), ...sums })),
  buttons: z.array(z.object({ key: z.string(), clicks: z.number().int() })),
});
