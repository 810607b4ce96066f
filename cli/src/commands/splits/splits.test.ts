import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@slipcase/db';
import { createTestDatabase } from '@slipcase/db/testing';
import { createDraftRelease, createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let prisma: PrismaClient;
let owner: { id: string; username: string; email: string };
let releaseId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.url;
  prisma = db.prisma;
  delete process.env.SLIPCASE_USER;
  owner = await createTestUser(prisma);
  releaseId = (await createDraftRelease(prisma, owner.id)).id;
});

afterAll(async () => {
  await db?.drop();
});

const period = new Date().toISOString().slice(0, 7);

describe('slipcase splits', () => {
  it('sets a split on the local database, prints the invitation links to hand over, and lists it', async () => {
    const set = await runCli([
      'splits', 'set', '--release', releaseId, '--owner-share', '50',
      '--payee', 'ana@example.com=30', '--payee', 'Bo@Example.com=20', '--recoup', 'ana@example.com=500', '--as', owner.username,
    ]);
    expect(set.stderr).toBe('');
    expect(set.exit).toBe(0);
    expect(set.stdout).toMatch(new RegExp(`^Split \\w+ of release "[^"]+": ${period} – open \\(current\\)\n  Owner  50%\n`));
    expect(set.stdout).toContain('  ana@example.com  30% (invited), recoups 500.00 USD first (0.00 done)\n  bo@example.com  20% (invited)\n');
    expect(set.stdout).toMatch(/Invitations \(this machine sends no mail: hand each payee their link\):\n {2}ana@example\.com {2}http:\/\/localhost:\d+\/splits\/accept\/[\w-]{43}\n {2}bo@example\.com {2}http/);

    const listed = await runCli(['splits', 'list', '--release', releaseId, '--as', owner.username, '--json']);
    expect(listed.exit).toBe(0);
    const { splits } = JSON.parse(listed.stdout) as { splits: { ownerPercent: number; recoupAmount: string; payees: { email: string; percent: number }[] }[] };
    expect(splits).toHaveLength(1);
    expect(splits[0]).toMatchObject({ ownerPercent: 50, recoupAmount: '500.00', payees: [{ email: 'ana@example.com', percent: 30 }, { email: 'bo@example.com', percent: 20 }] });
  });

  it('refuses shares not totalling 100, the owner as a payee and a malformed --payee (exit 5), another account’s release (exit 3)', async () => {
    const total = await runCli(['splits', 'set', '--release', releaseId, '--owner-share', '50', '--payee', 'cy@example.com=30', '--as', owner.username]);
    expect(total.exit).toBe(5);
    expect(total.error?.message).toContain('payees: The shares must total exactly 100%. They now total 80%.');
    const self = await runCli(['splits', 'set', '--release', releaseId, '--owner-share', '50', '--payee', `${owner.email}=50`, '--as', owner.username]);
    expect(self.exit).toBe(5);
    expect(self.error?.message).toContain("payees.0.email: This is your own e-mail: your share is the owner's line, not a payee.");
    const malformed = await runCli(['splits', 'set', '--release', releaseId, '--owner-share', 'half', '--payee', 'cy@example.com', '--as', owner.username]);
    expect(malformed.exit).toBe(5);
    expect(malformed.error?.message).toContain('owner-share: Not a percentage: half');
    expect(malformed.error?.message).toContain('payee: Not <e-mail>=<percent>: cy@example.com');
    const other = await createTestUser(prisma);
    const hidden = await runCli(['splits', 'list', '--release', releaseId, '--as', other.username]);
    expect(hidden.exit).toBe(3);
    expect(await prisma.split.count({ where: { releaseId } })).toBe(1);
  });
});

describe('slipcase ledger check', () => {
  it('exits 0 on a ledger that holds and 7 with each breach printed on one that does not', async () => {
    const clean = await runCli(['ledger', 'check']);
    expect(clean).toMatchObject({ exit: 0, stdout: 'The ledger holds: every transaction balances, every balance equals its entries, none below zero.\n' });
    await prisma.ledgerAccount.create({ data: { key: 'artist:ghost:USD', kind: 'artist', currency: 'USD', userId: owner.id, balanceMicros: 5n } });
    const broken = await runCli(['ledger', 'check']);
    expect(broken.exit).toBe(7);
    expect(broken.error?.message).toContain('The ledger breaks 1 invariant:\n  balance_differs: account artist:ghost:USD shows 5 but its entries sum to 0');
    const json = await runCli(['ledger', 'check', '--json']);
    expect(json.exit).toBe(7);
    expect(JSON.parse(json.stdout)).toEqual({
      error: { code: 'ledger_breach', message: 'The ledger breaks 1 invariant:\n  balance_differs: account artist:ghost:USD shows 5 but its entries sum to 0', exit: 7 },
    });
    await prisma.ledgerAccount.delete({ where: { key: 'artist:ghost:USD' } });
  });
});
