// npm run db:seed: the demo accounts, into an empty database only (see with-database.ts for which database).
import { initConfigOrExit } from '@slipcase/config';
import { createPrismaClient } from '../client';
import { DEMO_ACCOUNTS, seedDemoData } from '../seed';
import { withDatabase } from './with-database';

initConfigOrExit('db:seed');
await withDatabase(async (url, where) => {
  const prisma = createPrismaClient(url);
  try {
    if (await seedDemoData(prisma)) {
      console.log(`Seeded ${where} with the demo accounts:`);
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(9)} ${account.username} / ${account.password}`);
    } else {
      console.log(`${where} already has users: nothing seeded.`);
    }
  } finally {
    await prisma.$disconnect();
  }
});
