import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@slipcase/db/testing';

describe('every test database, as it is dropped', () => {
  it('fails its test file when the ledger breaks an invariant, and names the breach', async () => {
    const db = await createTestDatabase();
    await db.prisma.ledgerAccount.create({ data: { key: 'platform_fee:USD', kind: 'platform_fee', currency: 'USD', balanceMicros: 5n } });
    await expect(db.drop()).rejects.toThrow(/balance_differs: account platform_fee:USD shows 5 but its entries sum to 0/);
  });

  it('passes a database whose ledger holds', async () => {
    const db = await createTestDatabase();
    await db.prisma.ledgerAccount.create({ data: { key: 'platform_fee:USD', kind: 'platform_fee', currency: 'USD' } });
    await expect(db.drop()).resolves.toBeUndefined();
  });
});
