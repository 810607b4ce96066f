import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deliveryStatusRestatements, restatementsIn, type Allowance } from './lib/delivery-status-rules';

/** The places that may name the statuses themselves, each with its reason: keep it short. */
const ALLOWED: readonly Allowance[] = [
  {
    file: 'services/src/deliveries/delivery-console.ts',
    line: "status: { in: ['delivered', 'delivering'] }",
    reason: 'the SQL filter for deliveries still without an answer; isAckOverdue (domain) decides on the rows it returns',
  },
  {
    file: 'services/src/deliveries/delivery-console.ts',
    line: "{ status: 'delivered', store: { in: [...input.acknowledging] }",
    reason: 'the same filter: sent to a store that acknowledges, past the overdue hours, decided again by isAckOverdue',
  },
];

describe('the delivery statuses outside the domain', () => {
  it('are compared, listed and filtered on only through the domain (isSent, SENT_STATUSES, storeStandings...), and acknowledges says which stores acknowledge', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '..');
    expect(deliveryStatusRestatements(root, ALLOWED)).toEqual([]);
  });
});

describe('the restatement check', () => {
  const lines = (text: string) => restatementsIn('x.ts', text).map((found) => found.line);

  it('finds a comparison, a list, a set, a switch, a lookup and a Prisma filter', () => {
    const text = [
      "if (row.status === 'delivered' || row.status === 'acknowledged') go();",
      "const done = d.status !== 'acknowledged';",
      "const SENT = new Set(['delivered', 'acknowledged']);",
      "switch (status) { case 'acknowledged': break; }",
      "if (statuses.includes('delivered')) go();",
      "await db.delivery.findMany({ where: { releaseId, status: 'delivered' } });",
      "await db.delivery.findMany({ where: { OR: [{ status: { in: ['acknowledged'] } }] } });",
      'const waits = plugin.capabilities.acknowledgements && Boolean(plugin.readAcknowledgements);',
    ].join('\n');
    expect(lines(text)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('leaves writes, types, other words and comments alone', () => {
    const text = [
      "await db.delivery.update({ where: { id }, data: { status: 'delivered' } });",
      "type Sent = 'delivered' | 'acknowledged';",
      "state.status = 'delivered';",
      "return { ...result, status: 'acknowledged' };",
      "if (status === 'failed') stop(); // 'delivered' === x",
      "const label = t('delivery.delivered');",
      'const store = { capabilities: { acknowledgements: true } };',
    ].join('\n');
    expect(lines(text)).toEqual([]);
  });
});
