import { smartLinkEntryKeySchema } from '@slipcase/api-contract/smart-link-schemas';
import { z } from 'zod';

/** The smart link editor's buttons (tools.smartlinks.$id): what each posts as `intent`. */
export const SMART_LINK_INTENTS = ['toggle', 'add', 'remove', 'refresh'] as const;

export const toggleEntrySchema = z.object({ key: smartLinkEntryKeySchema, active: z.enum(['true', 'false']) });
export const removeEntrySchema = z.object({ key: smartLinkEntryKeySchema });
