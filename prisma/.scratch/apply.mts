import { applyMigrations } from '../src/migrations/apply-migrations';
const url = 'postgres://slipcase:slipcase@127.0.0.1:5432/scratch_db1';
console.time('a'); console.log(await applyMigrations(url)); console.timeEnd('a');
console.log(await applyMigrations(url));
