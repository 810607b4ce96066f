import { PLANS } from '@slipcase/domain';
import { z } from 'zod';

// What `/v1` answers about the account's money: the ledger's summary and its own entries.

const usd = () => z.string().regex(/^-?\d+\.\d{2,6}$/).meta({ description: 'US dollars, a decimal string (`12.34`).' });
const micros = () => z.int().meta({ description: 'The same amount in millionths of a US dollar.' });

export const royaltiesSummarySchema = z.object({
  currency: z.literal('USD'),
  available: usd(),
  availableMicros: micros(),
  pending: usd().meta({ description: 'Requested withdrawals not paid yet.' }),
  pendingMicros: micros(),
  paid: usd(),
  paidMicros: micros(),
  owed: usd().meta({
    description:
      'What the account owes (zero or more) because a refund took more than its balance: recovered from its next earnings before any becomes available; no withdrawal is accepted meanwhile.',
  }),
  owedMicros: micros(),
  lifetime: usd().meta({
    description: 'Everything store statements (and accepted split invitations) ever credited, refunds netted: available + pending + paid - owed.',
  }),
  lifetimeMicros: micros(),
});

export type RoyaltiesSummaryJson = z.infer<typeof royaltiesSummarySchema>;

export const LEDGER_PAGE_MAX = 200;

/** An opaque page cursor: the previous page's `nextCursor`. */
export const ledgerCursorSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, { error: 'invalid_input' });

export const ledgerEntriesQuerySchema = z.strictObject({
  cursor: ledgerCursorSchema.optional().meta({ description: 'The previous page’s nextCursor.' }),
  limit: z.coerce
    .number({ error: 'invalid_input' })
    .int({ error: 'invalid_input' })
    .min(1, { error: 'invalid_input' })
    .max(LEDGER_PAGE_MAX, { error: 'invalid_input' })
    .default(50),
});

export const ledgerEntrySchema = z.object({
  id: z.string(),
  at: z.iso.datetime().meta({ description: 'When it was posted (ISO 8601).' }),
  kind: z
    .enum(['statement', 'statement_reversal', 'rematch', 'payee_claim', 'withdrawal', 'withdrawal_paid', 'withdrawal_returned', 'owed_carried', 'owed_recovered', 'referral_reward'])
    .meta({ description: '`owed_carried`: what a refund took beyond the balance, moved to what is owed; `owed_recovered`: what was owed, paid back from new earnings; `referral_reward`: a referral tier’s credit.' }),
  period: z.string().nullable().meta({ description: 'The sales period (YYYY-MM) of a statement’s entry.' }),
  store: z.string().nullable(),
  country: z.string().nullable(),
  releaseId: z.string().nullable(),
  trackId: z.string().nullable(),
  isrc: z.string().nullable(),
  amount: usd(),
  amountMicros: micros(),
  plan: z.enum(PLANS).nullable().meta({ description: 'The owner’s plan on the period’s last day.' }),
  sharePercent: z.number().min(0).max(100).nullable().meta({ description: 'The share that plan (or the split) gave.' }),
  splitId: z.string().nullable(),
  refund: z.boolean(),
});

export const ledgerEntriesSchema = z.object({ entries: z.array(ledgerEntrySchema), nextCursor: ledgerCursorSchema.nullable() });
export type LedgerEntryJson = z.infer<typeof ledgerEntrySchema>;

export const ledgerCheckSchema = z.object({
  breaches: z
    .array(
      z.object({
        rule: z.string().meta({ description: 'The invariant broken: `transaction_unbalanced`, `balance_differs`, `balance_negative`, `statement_receivable`…' }),
        detail: z.string().meta({ description: 'What breaks it: the transaction, account or statement and the amounts.' }),
      }),
    )
    .meta({ description: 'Every breach found; empty when the ledger holds.' }),
});

export type LedgerCheckJson = z.infer<typeof ledgerCheckSchema>;
