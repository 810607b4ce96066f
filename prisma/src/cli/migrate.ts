// npm run db:migrate: applies the migrations not yet applied (see with-database.ts for which database).
import { initConfigOrExit } from '@slipcase/config';
import { applyMigrations } from '../migrations/apply-migrations';
import { withDatabase } from './with-database';

initConfigOrExit('db:migrate');
await withDatabase(async (url, where) => {
  const applied = await applyMigrations(url);
  console.log(
    applied.length ? `Applied to ${where}: ${applied.join(', ')}` : `${where} is up to date: no migration to apply.`,
  );
});
