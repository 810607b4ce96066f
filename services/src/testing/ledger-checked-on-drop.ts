// A vitest setup file: `slipcase ledger check` holds after every test scenario, as every test database is checked
// before it is dropped. The check is loaded only when a database is dropped, so tests without one pay nothing.
import { checkBeforeDrop } from '@slipcase/db/testing/drop-checks';

checkBeforeDrop(async (prisma) => {
  const { checkLedger } = await import('../ledger/check-ledger');
  return (await checkLedger({ prisma })).map((breach) => `${breach.rule}: ${breach.detail}`);
});
