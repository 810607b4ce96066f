import type { Config, Env } from './config';
import { loadConfig } from './load-config';

let current: Config | null = null;

/** Checks the environment once at start (web server, worker, CLI) and keeps the result for config(). */
export function initConfig(env: Env = process.env): Config {
  current = loadConfig(env);
  return current;
}

/**
 * The configuration the process started with. In a process that did not call initConfig (a test, a script that
 * imports a module) it is read from process.env on each call, so a test that sets a variable sees it.
 */
export function config(): Config {
  return current ?? loadConfig(process.env);
}

/** Forgets the configuration initConfig kept (tests of the start). */
export function resetConfig(): void {
  current = null;
}
