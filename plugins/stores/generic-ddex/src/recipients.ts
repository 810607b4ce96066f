import { readFileSync } from 'node:fs';
import { StoreConfigError, type StoreEnv } from '@slipcase/plugin-contract';
import { z } from 'zod';

export const RECIPIENTS_VARIABLE = 'SLIPCASE_DDEX_RECIPIENTS';

const deal = z.union([
  z.enum(['streaming', 'download']),
  z.strictObject({ commercialModels: z.array(z.string().min(1)).min(1), useTypes: z.array(z.string().min(1)).min(1) }),
]);

const audio = z.strictObject({
  codec: z.enum(['flac', 'wav']).default('flac'),
  sampleRate: z.number().int().min(44_100).default(44_100),
  bitDepth: z.union([z.literal(16), z.literal(24)]).default(16),
});

const artwork = z
  .strictObject({
    minPx: z.number().int().positive().default(1400),
    sizePx: z.number().int().positive().default(3000),
    format: z.enum(['jpeg', 'png']).default('jpeg'),
  })
  .refine((value) => value.sizePx >= value.minPx, { message: 'sizePx must be at least minPx', path: ['sizePx'] });

/** One DDEX recipient: a store, a label's partner, an aggregator; defaults are the safe common target. */
const recipient = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters and digits joined by -'),
  name: z.string().trim().min(1),
  dpid: z.string().regex(/^PADPIDA[a-zA-Z0-9]+$/, 'a DDEX party id: PADPIDA followed by letters and digits'),
  /** sftp://, s3://, file:// or a folder; secrets come from SLIPCASE_STORE_<ID>_* as for any store. */
  url: z.string().trim().min(1),
  tier: z.enum(['free', 'premium']).default('premium'),
  audio: audio.prefault({}),
  artwork: artwork.prefault({}),
  leadTimeDays: z.number().int().nonnegative().default(7),
  territories: z.array(z.string().regex(/^(?:[A-Z]{2}|Worldwide)$/, 'an ISO 3166-1 alpha-2 code or Worldwide')).min(1).default(['Worldwide']),
  deals: z.array(deal).min(1).default(['streaming']),
  acknowledgements: z.boolean().default(true),
  maxConcurrentDeliveries: z.number().int().positive().default(2),
});

const recipients = z.array(recipient).superRefine((list, ctx) => {
  list.forEach((entry, index) => {
    if (list.findIndex((other) => other.id === entry.id) !== index) {
      ctx.addIssue({ code: 'custom', message: `the id "${entry.id}" is used twice`, path: [index, 'id'] });
    }
  });
});

export type Recipient = z.infer<typeof recipient>;

/** `recipient 2 ("label-radio") artwork.sizePx: sizePx must be at least minPx` */
function describeIssues(error: z.ZodError, input: unknown): string {
  return error.issues
    .map(({ path, message }) => {
      const [index, ...field] = path;
      if (typeof index !== 'number') return message;
      const id = (Array.isArray(input) ? (input[index] as { id?: unknown } | undefined)?.id : undefined) ?? undefined;
      const where = `recipient ${index + 1}${typeof id === 'string' ? ` (${JSON.stringify(id)})` : ''}`;
      return `${where}${field.length ? ` ${field.join('.')}` : ''}: ${message}`;
    })
    .join('; ');
}

function readSource(value: string): { text: string; from: string } {
  if (/^[[{]/.test(value)) return { text: value, from: '' };
  try {
    return { text: readFileSync(value, 'utf8'), from: ` (${value})` };
  } catch (error) {
    throw new StoreConfigError(`neither a JSON array nor a readable file: ${(error as Error).message}`, RECIPIENTS_VARIABLE);
  }
}

/** SLIPCASE_DDEX_RECIPIENTS: a JSON array of recipients, or the path of a file holding one; none when unset. */
export function readRecipients(env: StoreEnv): Recipient[] {
  const value = env[RECIPIENTS_VARIABLE]?.trim();
  if (!value) return [];
  const { text, from } = readSource(value);
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    throw new StoreConfigError(`not valid JSON${from}: ${(error as Error).message}`, RECIPIENTS_VARIABLE);
  }
  const parsed = recipients.safeParse(input);
  if (!parsed.success) throw new StoreConfigError(`${describeIssues(parsed.error, input)}${from}`, RECIPIENTS_VARIABLE);
  return parsed.data;
}
