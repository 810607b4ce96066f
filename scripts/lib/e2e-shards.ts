import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The spec files of each end-to-end shard (e2e/shards.json), balanced by duration rather than by count. */
export function e2eShards(e2eDir: string): string[][] {
  return (JSON.parse(readFileSync(join(e2eDir, 'shards.json'), 'utf8')) as { shards: string[][] }).shards;
}

/** What is wrong with the shards: spec files in none, in several, or listed but absent. Empty when all hold. */
export function shardProblems(shards: string[][], specFiles: string[]): string[] {
  const listed = shards.flat();
  const problems = specFiles.filter((file) => !listed.includes(file)).map((file) => `${file} is in no shard of e2e/shards.json`);
  problems.push(...[...new Set(listed.filter((file, index) => listed.indexOf(file) !== index))].map((file) => `${file} is in several shards`));
  problems.push(...listed.filter((file) => !specFiles.includes(file)).map((file) => `${file} is listed but does not exist`));
  return problems;
}

export function specFiles(e2eDir: string): string[] {
  return readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts')).sort();
}
