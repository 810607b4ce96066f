/**
 * Account and plan rules have one answer each, in domain/ (issue 28): whether an account is blocked is
 * `isBlocked` (account-blocks.ts), what a plan may do is `can` and its neighbours in policy.ts. This finds a second
 * answer written elsewhere: a restatement of `freeze || banned`, a plan compared with a plan's name, `isPremium`
 * called outside domain/.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sourceFiles } from './import-graph';

/** Where the rules are used, never stated (domain/ states them). */
export const GUARDED_DIRS = ['services/src', 'web/app', 'web/server', 'cli/src', 'workflows/src', 'plugins'];

const PLAN_NAME = `['"](?:free|pro|advanced)['"]`;

export const RULE_PATTERNS: ReadonlyArray<{ rule: string; pattern: RegExp }> = [
  { rule: 'blocked account: use isBlocked', pattern: /\b(?:freeze|banned)\s*\|\||\|\|\s*[\w.?]*\b(?:freeze|banned)\b(?!\s*:)/ },
  { rule: 'blocked account: use isBlocked', pattern: /\.(?:freeze|banned)\s*&&|&&\s*!\s*[\w.?]*\.(?:freeze|banned)\b/ },
  { rule: 'blocked account: use NOT_BLOCKED', pattern: /\b(?:freeze|banned)\s*:\s*false\b|\.(?:freeze|banned)\s*=\s*false\b/ },
  { rule: 'plan name: use can(plan, feature)', pattern: new RegExp(`\\bplan\\w*\\s*[!=]==?\\s*${PLAN_NAME}|${PLAN_NAME}\\s*[!=]==?\\s*[\\w.?]*plan\\w*\\b`, 'i') },
  { rule: 'plan names in a query: use plansWith or PAID_PLANS', pattern: new RegExp(`\\bplan\\s*:\\s*\\{\\s*in\\s*:\\s*\\[\\s*${PLAN_NAME}|\\bplan\\s+IN\\s*\\(\\s*'(?:free|pro|advanced)'`, 'i') },
  { rule: 'isPremium outside domain/: use can(plan, feature)', pattern: /\bisPremium\s*\(/ },
];

/** Files that may state a rule, each with why. */
export const ALLOWED: Readonly<Record<string, string>> = {
  'services/src/accounts/not-blocked.ts': 'the one query form of isBlocked (NOT_BLOCKED)',
  'services/src/accounts/not-blocked-sql.ts': 'the same in raw SQL (notBlockedSql), apart so that the CLI loads NOT_BLOCKED without the database client',
  'web/app/components/plan-cards.tsx': 'the plan cards show the free plan as such (no price, "forever", no checkout): display only',
  'web/app/routes/account.subscription.tsx': 'the subscription page shows the free plan’s card and summary: display only',
};

const COMMENT = /^\s*(?:\/\/|\/?\*)/;
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

export interface Restatement {
  /** `path:line`, relative to the root. */
  at: string;
  rule: string;
  text: string;
}

/** Every line of the guarded sources (tests and allowed files apart) that states a rule again. */
export function findRestatements(root: string, allowed: Readonly<Record<string, string>> = ALLOWED): Restatement[] {
  const found: Restatement[] = [];
  for (const dir of GUARDED_DIRS) {
    let files: string[];
    try {
      files = sourceFiles(join(root, dir));
    } catch {
      continue;
    }
    for (const file of files) {
      const path = relative(realpathSync(root), file);
      if (isTest(path) || path in allowed) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((text, index) => {
          if (COMMENT.test(text)) return;
          for (const { rule, pattern } of RULE_PATTERNS) {
            if (pattern.test(text)) found.push({ at: `${path}:${index + 1}`, rule, text: text.trim() });
          }
        });
    }
  }
  return found;
}

/** Allowed files that no longer state any rule: their entry should go. */
export function staleAllowances(root: string, allowed: Readonly<Record<string, string>> = ALLOWED): string[] {
  return Object.keys(allowed).filter((path) => {
    const text = readFileSync(join(root, path), 'utf8');
    return !text.split('\n').some((line) => !COMMENT.test(line) && RULE_PATTERNS.some(({ pattern }) => pattern.test(line)));
  });
}
