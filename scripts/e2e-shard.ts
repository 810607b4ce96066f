/**
 * `node --import tsx scripts/e2e-shard.ts <n>`: the spec files of the n-th end-to-end shard (1-based), one per line,
 * for `npx playwright test <files>`. Refuses when e2e/shards.json leaves a spec file out or lists one twice.
 */
import { join, resolve } from 'node:path';
import { e2eShards, shardProblems, specFiles } from './lib/e2e-shards';

const e2eDir = resolve(import.meta.dirname, '..', 'e2e');
const shards = e2eShards(e2eDir);
const problems = shardProblems(shards, specFiles(e2eDir));
const shard = shards[Number(process.argv[2]) - 1];
if (problems.length > 0 || !shard) {
  console.error(problems.length > 0 ? problems.join('\n') : `There are ${shards.length} shards, not "${process.argv[2]}".`);
  process.exit(1);
}
console.log(shard.map((file) => join('e2e', file)).join('\n'));
