import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData, type PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { addRoyalty, createPayee, recordPayout } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { runCli } from '../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  delete process.env.SLIPCASE_USER;
  await seedDemoData(prisma);
});

afterAll(async () => {
  await db?.drop();
});

describe('slipcase royalties', () => {
  it("shows the demo artist's balance, with nothing held or paid yet", async () => {
    const artist = await prisma.user.findUniqueOrThrow({ where: { username: 'artist' } });
    await addRoyalty(prisma, artist.id, 180_00);
    const { stdout, exit } = await runCli(['royalties', '--as', 'artist']);
    expect(exit).toBe(0);
    expect(stdout).toBe(
      [
        'Royalties of artist',
        '  Royalties  180.00 USD',
        '  Held         0.00 USD',
        '  Paid         0.00 USD',
        '  Available  180.00 USD',
        '',
        'Payouts',
        '  none yet',
        '',
      ].join('\n'),
    );
  });

  it('counts waiting payouts as held and paid ones as paid, lists the latest first, and prints JSON', async () => {
    const payee = await createPayee(prisma, { plan: 'pro', royaltiesCents: 300_00 });
    const payout = (amountCents: number, status: 'waiting' | 'paid' | 'cancelled', requestedAt: string) =>
      recordPayout(prisma, { userId: payee.id, amountCents, status, requestedAt: new Date(requestedAt) });
    const paid = await payout(100_00, 'paid', '2026-08-01T09:00:00Z');
    const cancelled = await payout(50_00, 'cancelled', '2026-09-01T09:00:00Z');
    const waiting = await payout(25_00, 'waiting', '2026-10-01T09:00:00Z');

    const { stdout, exit } = await runCli(['royalties', '--as', payee.email]);
    expect(exit).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines.slice(0, 5)).toEqual([
      `Royalties of ${payee.username}`,
      '  Royalties  300.00 USD',
      '  Held        25.00 USD',
      '  Paid       100.00 USD',
      '  Available  175.00 USD',
    ]);
    expect(lines.slice(6)).toEqual([
      'Payouts',
      expect.stringMatching(/^ {2}ID\s+Amount\s+Method\s+Status\s+Requested\s+Available at$/),
      expect.stringMatching(new RegExp(`^  ${waiting.id}\\s+ 25\\.00 USD\\s+Stripe\\s+waiting\\s+2026-10-01 09:00 UTC\\s+2026-10-31 09:00 UTC$`)),
      expect.stringMatching(new RegExp(`^  ${cancelled.id}\\s+ 50\\.00 USD\\s+Stripe\\s+cancelled\\s`)),
      expect.stringMatching(new RegExp(`^  ${paid.id}\\s+100\\.00 USD\\s+Stripe\\s+paid\\s`)),
    ]);

    const json = await runCli(['royalties', '--as', payee.username, '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({
      user: payee.username,
      currency: 'USD',
      royaltiesCents: 300_00,
      heldCents: 25_00,
      paidCents: 100_00,
      availableCents: 175_00,
      payoutMethod: 'stripe',
      payouts: [
        { id: waiting.id, status: 'waiting', availableAt: '2026-10-31T09:00:00.000Z' },
        { id: cancelled.id, status: 'cancelled' },
        { id: paid.id, status: 'paid' },
      ],
    });
  });

  it('says when no payout method is set up, and needs to know whose royalties', async () => {
    const payee = await createPayee(prisma, { method: null });
    const { stdout } = await runCli(['royalties', '--as', payee.username]);
    expect(stdout).toContain('\n\nNo payout method is set up. Choose one in your payout settings first.\n');

    const anonymous = await runCli(['royalties']);
    expect(anonymous.exit).toBe(2);
    expect(anonymous.error?.message).toBe('Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER');
    expect((await runCli(['royalties', '--as', 'nobody'])).exit).toBe(3);
  });
});
