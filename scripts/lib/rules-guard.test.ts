import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { plantTree } from './plant-tree';
import { findRestatements, staleAllowances } from './rules-guard';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the account and plan rules', () => {
  it('are stated once, in domain/: no second answer in services, web, cli, workflows or plugins', () => {
    const found = findRestatements(root).map(({ at, rule, text }) => `${at} (${rule}): ${text}`);
    expect(found).toEqual([]);
  });

  it('allow only files that still need it', () => {
    expect(staleAllowances(root)).toEqual([]);
  });
});

describe('the rules guard', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function plant(files: Record<string, string>) {
    dir = plantTree('slipcase-rules-', files);
    return findRestatements(dir, {}).map(({ at, rule }) => `${at} ${rule}`);
  }

  it('names file and line of each restated blocked-account rule', () => {
    expect(
      plant({
        'services/src/a.ts': [
          'const blocked = account.freeze || account.banned;',
          "if (!artist || artist.owner.freeze || artist.owner.banned) throw new AppError('not_found');",
          'return artist?.imageKey && !artist.owner.freeze && !artist.owner.banned ? key : null;',
          "where: { role: 'operator', banned: false, freeze: false },",
          'const conditions = [Prisma.sql`u.freeze = false`];',
        ].join('\n'),
        'services/src/a.test.ts': 'expect(user.freeze || user.banned).toBe(true);',
      }),
    ).toEqual([
      'services/src/a.ts:1 blocked account: use isBlocked',
      'services/src/a.ts:2 blocked account: use isBlocked',
      'services/src/a.ts:3 blocked account: use isBlocked',
      'services/src/a.ts:4 blocked account: use NOT_BLOCKED',
      'services/src/a.ts:5 blocked account: use NOT_BLOCKED',
    ]);
  });

  it('names plans compared with a plan name, plan names in queries and isPremium outside domain/', () => {
    expect(
      plant({
        'web/app/b.tsx': "const subscribed = user.plan !== 'free';\nif ('advanced' === viewer.plan) go();",
        'cli/src/c.ts': "const plan = user.subscription?.plan_name === 'advanced' ? 'advanced' : 'free';",
        'workflows/src/d.ts': "where: { owner: { plan: { in: ['pro', 'advanced'] } } },\nPrisma.sql`u.plan IN ('pro', 'advanced')`;",
        'services/src/e.ts': '// isPremium(plan) said so once\ncanPresave: isPremium(owner.plan),',
        'domain/src/f.ts': "return plan === 'advanced' || isPremium(plan);",
      }),
    ).toEqual([
      'services/src/e.ts:2 isPremium outside domain/: use can(plan, feature)',
      'web/app/b.tsx:1 plan name: use can(plan, feature)',
      'web/app/b.tsx:2 plan name: use can(plan, feature)',
      'cli/src/c.ts:1 plan name: use can(plan, feature)',
      'workflows/src/d.ts:1 plan names in a query: use plansWith or PAID_PLANS',
      'workflows/src/d.ts:2 plan names in a query: use plansWith or PAID_PLANS',
    ]);
  });

  it('leaves the rule’s own use alone', () => {
    expect(
      plant({
        'services/src/g.ts': [
          'if (isBlocked(user)) throw refused;',
          "select: { freeze: true, banned: true, plan: true },",
          "const kind = user.banned ? 'banned' : 'frozen';",
          "const tier: 'free' | 'premium' = store.tier === 'free' ? 'free' : 'premium';",
          "canPresave: can(owner.plan, 'presave'),",
        ].join('\n'),
      }),
    ).toEqual([]);
  });
});
