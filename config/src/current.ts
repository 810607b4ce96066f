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

/**
 * The configuration the process started with. In a process that did not call initConfig (a test, a script that
 * imports a module) it is read from process.env on each call, so a test that sets a variable sees it.
 */
export function config(): Config {
  return holder[CURRENT] ?? loadConfig(process.env);
}

/** Forgets the configuration initConfig kept (tests of the start). */
export function resetConfig(): void {
  holder[CURRENT] = null;
}
