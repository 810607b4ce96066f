import type { Config, Env } from './config';
import { loadConfig } from './load-config';

// Kept on globalThis, not in this module: the web server runs from source while the Remix build it loads bundles
// its own copy of this module (vite.config.ts: noExternal @slipcase/*); both must see what the start checked.
const CURRENT = Symbol.for('slipcase.config');
const holder = globalThis as { [CURRENT]?: Config | null };

/** Checks the environment once at start (web server, worker, CLI) and keeps the result for config(). */
export function initConfig(env: Env = process.env): Config {
  holder[CURRENT] = loadConfig(env);
  return holder[CURRENT];
}

/** Without initConfig: the configuration last read, and the environment it was read from, as text. */
let lastRead: { env: string; config: Config } | undefined;

/**
 * The configuration the process started with. In a process that did not call initConfig (a test, a script that
 * imports a module) it follows process.env, so a test that sets a variable sees it: read again whenever the
 * environment differs from the last read (comparing its text costs a tenth of checking every variable, which each
 * schema validation of a feed used to pay).
 */
export function config(): Config {
  const started = holder[CURRENT];
  if (started) return started;
  const env = JSON.stringify(process.env);
  if (lastRead?.env !== env) lastRead = { env, config: loadConfig(process.env) };
  return lastRead.config;
}

/** Forgets the configuration initConfig kept (tests of the start). */
export function resetConfig(): void {
  holder[CURRENT] = null;
}
