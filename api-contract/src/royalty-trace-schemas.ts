import { COUNTRY_CODES, normalizeIsrc, PLANS } from '@slipcase/domain';
import { z } from 'zod';
import { cleanString, recordIdSchema } from './clean-input';
import { SALES_PERIOD_PATTERN } from './statement-schemas';

// What a royalty trace selects (the query of `GET /v1/royalties/trace`, the web page's and the CLI's flags, checked
// again at the use case's door) and what it answers: the amounts and the store's own lines that made them.

/** At most this many statement lines in one trace; the answer says how many more the selection has. */
export const TRACE_LINE_LIMIT = 500;

const optional = <S extends z.ZodType>(schema: S) => schema.optional();

export const royaltyTraceQuerySchema = z.strictObject({
  period: z
    .string({ error: 'invalid_period' })
    .trim()
    .regex(SALES_PERIOD_PATTERN, { error: 'invalid_period' })
    .meta({ description: 'The sales period, `YYYY-MM` (required).' }),
  store: optional(cleanString().trim().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, { error: 'invalid_input' }).meta({ description: 'A store id (`spotify`).' })),
  releaseId: optional(recordIdSchema.meta({ description: 'A release’s id.' })),
  upc: optional(
    z
      .string({ error: 'invalid_upc' })
      .trim()
      .regex(/^\d{12,14}$/, { error: 'invalid_upc' })
      .meta({ description: 'A release’s UPC or EAN (12 to 14 digits); leading zeros are not told apart.' }),
  ),
  trackId: optional(recordIdSchema.meta({ description: 'A track’s id.' })),
  isrc: optional(
    z
      .string({ error: 'invalid_isrc' })
      .regex(/^[A-Za-z]{2}-?[A-Za-z0-9]{3}-?\d{2}-?\d{5}$/, { error: 'invalid_isrc' })
      .refine((value) => normalizeIsrc(value) !== null, { error: 'invalid_isrc' })
      .transform((value) => normalizeIsrc(value)!)
      .meta({ description: 'A recording’s ISRC, with or without hyphens.' }),
  ),
  country: optional(
    z
      .preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.enum(['WW', ...COUNTRY_CODES] as [string, ...string[]], { error: 'invalid_input' }))
      .meta({ description: 'An ISO 3166-1 country code, or `WW` for worldwide lines.' }),
  ),
});

export type RoyaltyTraceQuery = z.output<typeof royaltyTraceQuerySchema>;
export type RoyaltyTraceQueryInput = z.input<typeof royaltyTraceQuerySchema>;

const decimal = () => z.string().regex(/^-?\d+(\.\d{1,6})?$/);

const cellSchema = z.object({
  name: z.string().nullable().meta({ description: 'The cell’s name: the file’s own header (a CSV’s header row, a DSR `#` row), else the DSR standard’s; null when neither names it.' }),
  value: z.string().meta({ description: 'The cell as the store wrote it.' }),
});

const lineSchema = z.object({
  fileName: z.string().meta({ description: 'The statement file (the part) the line is in.' }),
  part: z.int().min(1),
  lineNo: z.int().min(1).meta({ description: 'Its line number in that file, from 1.' }),
  recordType: z.string().nullable().meta({ description: 'A DSR line’s record type (`SU02`); null in a CSV.' }),
  cells: z.array(cellSchema).nullable().meta({ description: 'Null when the file is no longer kept (statements imported before files were kept for traces).' }),
  summary: z
    .object({ lineNo: z.int().min(1), recordType: z.string(), cells: z.array(cellSchema) })
    .nullable()
    .meta({ description: 'A DSR sales line’s summary record (`SY02`…), whose allocated revenue its usages share: a sales line has no amount of its own. Null in a CSV.' }),
});

const entrySchema = z.object({
  kind: z.enum(['statement', 'statement_reversal', 'rematch', 'payee_claim']),
  holder: z.enum(['owner', 'payee', 'suspense']).meta({ description: 'Whose entry: the release’s owner, a split payee, or suspense (matched nothing). A caller sees their own; an operator every one.' }),
  holderName: z.string().nullable().meta({ description: 'For an operator: the holder’s account name or e-mail.' }),
  amount: decimal().meta({ description: 'US dollars, exact.' }),
  amountMicros: z.int(),
  plan: z.enum(PLANS).nullable(),
  sharePercent: z.number().nullable().meta({ description: 'The share the owner’s plan gave.' }),
  splitPercent: z.number().nullable().meta({ description: 'The holder’s share of the split applied; null without a split.' }),
});

const amountSchema = z.object({
  store: z.string(),
  period: salesPeriod(),
  country: z.string(),
  isrc: z.string().nullable(),
  upc: z.string().nullable(),
  title: z.string().nullable(),
  releaseId: z.string().nullable(),
  trackId: z.string().nullable(),
  refund: z.boolean(),
  usages: z.int(),
  currency: z.string().meta({ description: 'The statement’s currency.' }),
  original: decimal().meta({ description: 'The lines’ amount in that currency.' }),
  usdRate: z.string().nullable().meta({ description: 'US dollars for one unit of it, as the import applied it.' }),
  usd: decimal().meta({ description: 'The lines’ amount converted to US dollars.' }),
  yours: decimal().meta({ description: 'The caller’s share of it (an operator: the whole amount in US dollars).' }),
  yoursMicros: z.int(),
  lineCount: z.int().meta({ description: 'How many of the store’s lines made it.' }),
  lines: z.array(lineSchema).meta({ description: 'Those lines, up to the trace’s limit.' }),
  entries: z.array(entrySchema).meta({ description: 'The ledger entries the lines produced (the caller’s own, or all for an operator).' }),
});

function salesPeriod() {
  return z.string().regex(SALES_PERIOD_PATTERN);
}

export const royaltyTraceSchema = z.object({
  period: salesPeriod(),
  total: decimal().meta({ description: 'The caller’s amount over the whole selection, US dollars.' }),
  totalMicros: z.int(),
  amountCount: z.int().meta({ description: 'How many amounts the selection has; `amounts` lists them until the line limit.' }),
  lineCount: z.int().meta({ description: 'How many lines the selection has in all.' }),
  moreLines: z.int().meta({ description: `Lines not listed: a trace lists at most ${TRACE_LINE_LIMIT}; narrow the selection to see them.` }),
  amounts: z.array(amountSchema),
});

export type RoyaltyTraceJson = z.infer<typeof royaltyTraceSchema>;
export type TracedAmountJson = RoyaltyTraceJson['amounts'][number];
