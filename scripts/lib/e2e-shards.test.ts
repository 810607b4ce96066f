import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eShards, shardProblems, specFiles } from './e2e-shards';

const e2eDir = join(import.meta.dirname, '..', '..', 'e2e');

describe('the end-to-end shards', () => {
  it('hold every spec file exactly once', () => {
    expect(shardProblems(e2eShards(e2eDir), specFiles(e2eDir))).toEqual([]);
  });

  it('name a spec file left out, one listed twice and one that does not exist', () => {
    expect(shardProblems([['a.spec.ts', 'b.spec.ts'], ['b.spec.ts', 'gone.spec.ts']], ['a.spec.ts', 'b.spec.ts', 'new.spec.ts'])).toEqual([
      'new.spec.ts is in no shard of e2e/shards.json',
      'b.spec.ts is in several shards',
      'gone.spec.ts is listed but does not exist',
    ]);
  });
});
