import { formatMoney, withdrawalWaitDays, type Plan } from '@slipcase/domain';
import { formatTime, table } from './format';
import { errorMessage } from './messages';
import type { PayoutStatus, RequestedPayout } from './payout/payout-desk';
import type { RoyaltiesReport } from './royalties/royalties-report';

const PLAN_NAMES: Record<Plan, string> = { free: 'free', pro: 'PRO', advanced: 'Advanced' };
const METHOD_NAMES: Record<string, string> = { stripe: 'Stripe', payoneer: 'Payoneer' };

/** Amounts right-aligned on one width, so their decimals line up in a column. */
function amounts(cents: number[], currency: string): string[] {
  const texts = cents.map((value) => formatMoney(value, currency));
  const width = Math.max(...texts.map((text) => text.length));
  return texts.map((text) => text.padStart(width));
}

export function formatRoyalties(report: RoyaltiesReport): string {
  const { currency } = report;
  const [royalties = '', held = '', paid = '', available = '', owed = ''] = amounts(
    [report.royaltiesCents, report.heldCents, report.paidCents, report.availableCents, report.owedCents],
    currency,
  );
  const lines = [
    `Royalties of ${report.user}`,
    ...table([
      ['Royalties', royalties],
      ['Held', held],
      ['Paid', paid],
      ['Available', available],
      // Only when something is owed: the line explains why nothing is available.
      ...(report.owedCents > 0 ? [['Owed', owed]] : []),
    ]).map((line) => `  ${line}`),
  ];
  if (report.owedCents > 0) lines.push('', errorMessage('withdrawal_while_owed', { owed: formatMoney(report.owedCents, currency) }));
  if (!report.payoutMethod) lines.push('', errorMessage('payout_not_configured'));

  lines.push('', 'Payouts');
  if (report.payouts.length === 0) {
    lines.push('  none yet');
  } else {
    const payoutAmounts = amounts(report.payouts.map((payout) => payout.amountCents), currency);
    const rows = report.payouts.map((payout, i) => [
      payout.id,
      payoutAmounts[i] ?? '',
      METHOD_NAMES[payout.method] ?? payout.method,
      payout.status,
      formatTime(payout.requestedAt),
      formatTime(payout.availableAt),
    ]);
    lines.push(...table([['ID', 'Amount', 'Method', 'Status', 'Requested', 'Available at'], ...rows]).map((line) => `  ${line}`));
  }
  return lines.join('\n');
}

/** Why a payout is paid when it is: the wait of the plan at request time, which a later change of plan keeps. */
function waitSentence(plan: Plan, waitDays: number): string {
  return `${waitDays} days after the request, the wait of the ${PLAN_NAMES[plan]} plan at request time (a change of plan while it waits does not move it)`;
}

export function formatRequestedPayout(payout: RequestedPayout): string {
  return [
    `Payout ${payout.id}: ${formatMoney(payout.amountCents, payout.currency)} by ${METHOD_NAMES[payout.method] ?? payout.method}, requested ${formatTime(payout.requestedAt)}.`,
    `It will be paid on ${formatTime(payout.availableAt)}: ${waitSentence(payout.planAtRequest, payout.waitDays)}.`,
  ].join('\n');
}

export function formatPayoutStatus({ payout, workflow }: PayoutStatus): string {
  const rows = [
    ['Payout', payout.id],
    ['Owner', payout.owner.username],
    ['Amount', formatMoney(payout.amountCents, payout.currency)],
    ['Method', METHOD_NAMES[payout.method] ?? payout.method],
    ['Status', payout.status],
    ['Plan', `${PLAN_NAMES[payout.planAtRequest]} at request time: ${withdrawalWaitDays(payout.planAtRequest)}-day wait`],
    ['Requested', formatTime(payout.requestedAt)],
    ['Available at', formatTime(payout.availableAt)],
    ['Paid at', payout.paidAt ? formatTime(payout.paidAt) : '-'],
  ];
  if (payout.externalId) rows.push(['Payment', payout.externalId]);
  if (payout.failure) rows.push(['Failure', payout.failure]);
  rows.push(['Workflow', workflow ? workflow.status : 'none']);
  return table(rows).join('\n');
}
