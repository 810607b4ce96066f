// npm run db:migration -- <name>: writes the next migration from the last snapshot to the current schema.prisma.
import { createMigration } from '../migrations/create-migration';

const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:migration -- <name>');
  process.exit(1);
}
const folder = await createMigration(name);
console.log(folder ? `Wrote prisma/migrations/${folder}/migration.sql` : 'No changes: schema.prisma matches the last migration.');
