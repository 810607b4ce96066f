import type { z } from 'zod';
import { toConfig, type Config, type Env } from './config';
import { variablesSchema, type Variables } from './variables';

/** One line per bad variable: `PORT: expected a port number (1-65535), got "abc"`. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describe(issue: z.core.$ZodIssue, env: Env): string {
  const name = String(issue.path[0]);
  const value = env[name];
  return `${name}: expected ${issue.message}, ${value === undefined ? 'but it is not set' : `got ${JSON.stringify(value)}`}`;
}

const PAYONEER = ['PAYONEER_API_URL', 'PAYONEER_PROGRAM_ID', 'PAYONEER_ACCESS_TOKEN'] as const;

/**
 * Rules between variables: a payment method is configured whole or not at all; production names its public
 * address (links in mails must never follow the host a request names).
 */
function combinationProblems(v: Variables): string[] {
  const problems: string[] = [];
  if (v.NODE_ENV === 'production' && !v.SLIPCASE_PUBLIC_URL) {
    problems.push('SLIPCASE_PUBLIC_URL: expected the public address of the web app (required in production: links in mails point there), but it is not set');
  }
  if (v.STRIPE_API_URL && !v.STRIPE_SECRET_KEY) problems.push('STRIPE_API_URL: expected STRIPE_SECRET_KEY to be set with it');
  const missing = PAYONEER.filter((name) => !v[name]);
  if (missing.length > 0 && missing.length < PAYONEER.length) {
    problems.push(...missing.map((name) => `${name}: expected with the other PAYONEER_* variables (Payoneer is half configured)`));
  }
  return problems;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * Checks every variable of `env` (see ./variables.ts) and returns the frozen configuration, or throws a
 * ConfigError naming each bad variable and what it expects.
 */
export function loadConfig(env: Env = process.env): Config {
  const snapshot: Env = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = variablesSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => describe(issue, env)));
  const problems = combinationProblems(parsed.data);
  if (problems.length > 0) throw new ConfigError(problems);
  return deepFreeze(toConfig(parsed.data, snapshot));
}
