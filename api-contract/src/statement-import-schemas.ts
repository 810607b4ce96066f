import { z } from 'zod';
import { listLimit } from './list-limit';

// What `GET /v1/operator/statements` answers staff: the store statements imported, as the operators' console lists them.

const STATEMENT_STATUSES = ['importing', 'posted', 'failed', 'superseded'] as const;
const instant = () => z.iso.datetime().meta({ description: 'An instant, ISO 8601 in UTC.' });
const decimal = () => z.string().regex(/^-?\d+(\.\d+)?$/);

export const STATEMENT_LIST_MAX = 1000;

export const statementImportsQuerySchema = z.strictObject({
  limit: listLimit(STATEMENT_LIST_MAX)
    .optional()
    .meta({ description: `At most this many statements (1 to ${STATEMENT_LIST_MAX}; 50 when absent).` }),
});

export const statementImportSchema = z.object({
  id: z.string(),
  store: z.string(),
  period: z.string().meta({ description: 'The sales month, `YYYY-MM`.' }),
  fileNames: z.array(z.string()),
  format: z.string(),
  status: z.enum(STATEMENT_STATUSES).meta({ description: '`superseded`: replaced by a corrected statement of the same store and month.' }),
  lineCount: z.int(),
  totals: z
    .array(z.object({ currency: z.string(), total: decimal(), usdRate: decimal().meta({ description: 'US dollars for one unit.' }) }))
    .meta({ description: 'Each currency of its lines, alphabetical: their total and the rate it was converted at.' }),
  usd: decimal().meta({ description: 'Its worth in US dollars, exact.' }),
  suspenseUsd: decimal().meta({ description: 'The part of it matching no track or release yet, in US dollars.' }),
  problem: z
    .object({ code: z.string(), message: z.string(), part: z.int().optional(), lineNo: z.int().optional(), detail: z.string().optional() })
    .nullable()
    .meta({ description: 'Why a failed import failed, in the operator’s words.' }),
  workflowId: z.string().nullable(),
  importedBy: z.string().nullable().meta({ description: 'The username of who imported it.' }),
  createdAt: instant(),
  postedAt: instant().nullable(),
});

export const statementImportListSchema = z.object({ statements: z.array(statementImportSchema).meta({ description: 'The newest first.' }) });
export type StatementImportJson = z.infer<typeof statementImportSchema>;
