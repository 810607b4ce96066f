import { errorStatus } from '@slipcase/api-contract/http-status';
import { config } from '@slipcase/config';
import { getPrisma } from '@slipcase/db';
import { isAppError } from '@slipcase/domain';
import { cancelWithdrawal, requestWithdrawal } from '@slipcase/services';
import { centsSummingTo, shownCents } from '@slipcase/domain';
import type { BreakdownRow } from '@slipcase/services/royalties/breakdowns';
import { loadRoyalties as loadMoney } from '@slipcase/services/royalties/royalties';
import { encodeError } from '../lib/error-messages';
import { workflowServiceDeps } from './deps.server';
import { readForm } from './read-form.server';
import { storeNames } from './stores.server';
import { withdrawalSchema } from '../lib/withdrawal-schema';

/** A breakdown's rows to the cent, allocated so that they add up to the lifetime total shown. */
function chartRows(rows: readonly BreakdownRow[]) {
  const cents = centsSummingTo(rows.map((row) => row.micros));
  return rows.map((row, index) => ({ key: row.key, label: row.label, isrc: row.isrc ?? null, cents: cents[index]! }));
}

/** The royalties page's data as the page shows it: amounts in whole cents, dates as ISO text, stores by name. */
export async function loadRoyalties(userId: string) {
  const [{ breakdowns, lines, periods, ...royalties }, stores] = await Promise.all([
    loadMoney({ prisma: getPrisma(), settings: config().settings }, userId),
    storeNames(),
  ]);
  const periodCents = centsSummingTo(periods.map((period) => period.micros));
  return {
    ...royalties,
    stores,
    breakdowns: {
      byPeriod: chartRows(breakdowns.byPeriod),
      byStore: chartRows(breakdowns.byStore),
      byCountry: chartRows(breakdowns.byCountry),
      byRelease: chartRows(breakdowns.byRelease),
      byTrack: chartRows(breakdowns.byTrack),
    },
    lines: lines.map(({ micros, postedAt, ...line }) => ({ ...line, cents: shownCents(micros), date: postedAt.toISOString().slice(0, 10) })),
    // The payment history's rows add up to the lifetime total shown above them (each rounded alone, they need not).
    periods: periods.map(({ micros: _micros, postedAt, ...period }, index) => ({ ...period, cents: periodCents[index]!, postedAt: postedAt.toISOString() })),
  };
}

/** What the withdrawal form posted, answered in conform's shape; `availableAt` once a payout was requested. */
export async function performWithdrawal(userId: string, form: FormData) {
  const submission = await readForm(form, withdrawalSchema);
  if (submission.status !== 'success') return { reply: submission.reply(), availableAt: null, status: 400 };
  try {
    const requested = await requestWithdrawal(await workflowServiceDeps(), { userId, amountCents: submission.value.amount });
    return { reply: submission.reply({ resetForm: true }), availableAt: requested.availableAt.toISOString(), status: 200 };
  } catch (error) {
    const encoded = refusal(error);
    const onAmount = isAppError(error) && error.field === 'amount';
    const reply = submission.reply(onAmount ? { fieldErrors: { amount: [encoded] } } : { formErrors: [encoded] });
    return { reply, availableAt: null, status: errorStatus(error) };
  }
}

/** Cancels one of the user's waiting payouts; the refusal as an error code, else null. */
export async function performCancelWithdrawal(userId: string, payoutId: string): Promise<{ error: string | null; status: number }> {
  try {
    await cancelWithdrawal(await workflowServiceDeps(), { payoutId, userId });
    return { error: null, status: 200 };
  } catch (error) {
    return { error: refusal(error), status: errorStatus(error) };
  }
}

function refusal(error: unknown): string {
  if (isAppError(error)) return encodeError(error);
  console.error(error);
  return 'server_error';
}
