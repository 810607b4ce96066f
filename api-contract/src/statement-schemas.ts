import { z } from 'zod';

// What `/v1/statements` answers: the sales periods that credited the account, and how a period is named in a path.

export const SALES_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const salesPeriodSchema = z
  .string()
  .regex(SALES_PERIOD_PATTERN)
  .meta({ description: 'A sales period, the calendar month `YYYY-MM` (e.g. `2026-07`).' });

export const statementPathSchema = z.object({ period: salesPeriodSchema }).strict();

export const statementPeriodSchema = z
  .object({
    period: salesPeriodSchema,
    stores: z.array(z.string()).meta({ description: 'Ids of the stores whose statements credited the account for the period.' }),
    amount: z.string().meta({ description: 'What the account was credited for the period, US dollars, exact (up to six decimals).' }),
    currency: z.literal('USD'),
    postedAt: z.string().meta({ description: 'When the period’s latest statement was posted (ISO 8601).' }),
    csv: z.string().meta({ description: 'Path of the period’s statement as CSV.' }),
    pdf: z.string().meta({ description: 'Path of the period’s statement as PDF.' }),
  })
  .strict();

export const statementListSchema = z.object({ statements: z.array(statementPeriodSchema) }).strict();
export type StatementPeriodJson = z.infer<typeof statementPeriodSchema>;
