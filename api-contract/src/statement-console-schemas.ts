import { z } from 'zod';
import { listLimit } from './list-limit';

// What the operators' `/v1/operator/…` statement calls take and answer: an import, a re-match, the suspense. The CLI's
// `slipcase statements import|rematch|suspense` print these, signed in or on the local database alike.

const decimal = () => z.string().regex(/^-?\d+(\.\d+)?$/);
const usd = (description: string) => decimal().meta({ description: `${description}, in US dollars, exact.` });

/** The text fields of `POST /v1/operator/statements`' form (its files are the `files` parts, in part order). */
export const statementImportFormSchema = z.strictObject({
  store: z.string().meta({ description: 'The store the statement comes from (its id).' }),
  period: z.string().optional().meta({ description: 'The sales month, `YYYY-MM`; absent or empty to take the statement’s own.' }),
  rate: z.array(z.string()).optional().meta({ description: 'US dollars for one unit of a currency, `EUR=1.08`: one part per currency.' }),
});

export const statementImportResultSchema = z.object({
  workflowId: z.string().meta({ description: 'The import’s workflow (the same files again find the same one).' }),
  sha256: z.string().meta({ description: 'Of the files’ bytes in part order.' }),
  status: z.enum(['importing', 'posted', 'duplicate', 'failed']).meta({ description: '`duplicate`: these files were imported already; `failed`: nothing was posted (`problem` says why).' }),
  statementId: z.string().optional(),
  period: z.string().optional(),
  lineCount: z.int().optional(),
  totals: z.array(z.object({ currency: z.string(), total: decimal(), usdRate: decimal() })).optional(),
  usdTotal: usd('The statement’s worth').optional(),
  suspenseUsd: usd('What matched no track or release').optional(),
  problem: z
    .object({ code: z.string(), message: z.string(), part: z.int().optional(), lineNo: z.int().optional(), detail: z.string().optional() })
    .optional()
    .meta({ description: 'Why a failed import posted nothing, with the part and line when there is one.' }),
});
export type StatementImportResultJson = z.infer<typeof statementImportResultSchema>;

/** An import's id (its workflow's): `statement:<store>:<YYYY-MM or auto>:<SHA-256 of the files>`. */
export const STATEMENT_IMPORT_ID_PATTERN = /^statement:[a-z0-9-]{1,64}:(\d{4}-\d{2}|auto):[0-9a-f]{64}$/;

/** Where an import started by `POST /v1/operator/statements` is followed (under `/v1/`). */
export const statementImportPath = (workflowId: string) => `operator/statements/imports/${encodeURIComponent(workflowId)}`;

export const statementImportParamsSchema = z.object({
  id: z.string().regex(STATEMENT_IMPORT_ID_PATTERN).meta({ description: 'The import’s id, its `workflowId`.' }),
});

/** `POST /v1/operator/statements`' answer (202): the import started, to follow at its `Location`. */
export const statementImportStartedSchema = z.object({
  workflowId: z.string().meta({ description: 'The import’s id (the same files again find the same one): follow it at `GET /v1/operator/statements/imports/{id}`.' }),
  sha256: z.string().meta({ description: 'Of the files’ bytes in part order.' }),
  status: z.literal('importing'),
});

/** `GET /v1/operator/statements/imports/{id}`: how the import stands, and once ended how it ended. */
export const statementImportStatusSchema = statementImportResultSchema.extend({
  linesRead: z.int().nullable().meta({ description: 'While importing: the lines read so far, when the import has said; null otherwise.' }),
});
export type StatementImportStatusJson = z.infer<typeof statementImportStatusSchema>;

export const statementRematchBodySchema = z.strictObject({
  statementId: z.string().min(1).max(64).optional().meta({ description: 'Only this posted statement; absent for every posted statement.' }),
});

export const statementRematchResultSchema = z.object({
  statements: z
    .array(z.object({ statementId: z.string(), store: z.string(), period: z.string(), matched: z.int(), moved: usd('Moved out of suspense'), unmatched: z.int() }))
    .meta({ description: 'Each statement whose suspense was matched again.' }),
  matched: z.int().meta({ description: 'Items that match a track or release now.' }),
  moved: usd('Moved out of suspense'),
  unmatched: z.int().meta({ description: 'Items that still match nothing: they stay in suspense.' }),
});
export type StatementRematchJson = z.infer<typeof statementRematchResultSchema>;

export const SUSPENSE_LIST_MAX = 1000;

export const suspenseQuerySchema = z.strictObject({
  limit: listLimit(SUSPENSE_LIST_MAX)
    .optional()
    .meta({ description: `At most this many codes (1 to ${SUSPENSE_LIST_MAX}; 100 when absent); the total is of them all.` }),
});

export const suspenseSchema = z.object({
  total: usd('Everything in suspense'),
  groups: z
    .array(
      z.object({
        code: z.string().meta({ description: 'The ISRC, else the UPC, the lines gave; empty when they gave neither.' }),
        kind: z.enum(['isrc', 'upc', 'none']),
        title: z.string().nullable(),
        artist: z.string().nullable(),
        lines: z.int(),
        usd: usd('Its lines’ worth'),
        statements: z.array(z.object({ statementId: z.string(), store: z.string(), period: z.string(), lines: z.int(), usd: usd('Of this statement') })),
      }),
    )
    .meta({ description: 'Money matching no track or release, by code, the largest first.' }),
});
export type SuspenseJson = z.infer<typeof suspenseSchema>;
