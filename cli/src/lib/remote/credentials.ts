import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { config } from '@slipcase/config';

/** A Slipcase server and the personal access token to use there. */
export interface Remote {
  url: string;
  token: string;
  /** Who the token belongs to, as the server said at login (for messages only). */
  username?: string;
}

/** `$SLIPCASE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/slipcase`, else `~/.config/slipcase`. */
export function configDir(): string {
  const { configDir: dir, xdgConfigHome } = config().cli;
  return dir ?? join(xdgConfigHome ?? join(homedir(), '.config'), 'slipcase');
}

export const credentialsPath = () => join(configDir(), 'credentials.json');

/** The server's origin, without a trailing slash or path: `https://slipcase.example`. */
export function normalizeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Not a web address: ${url}`);
  return parsed.origin;
}

/**
 * Where commands send their calls: `SLIPCASE_URL` with `SLIPCASE_TOKEN` (a CI pipeline's secrets) before what
 * `slipcase login` saved; null when neither is there (the CLI then acts on the local database, as `--as`).
 */
export async function resolveRemote(): Promise<Remote | null> {
  const { url, token } = config().cli;
  if (url && token) return { url: normalizeUrl(url), token };
  try {
    const saved = JSON.parse(await readFile(credentialsPath(), 'utf8')) as Partial<Remote>;
    return saved.url && saved.token ? { url: saved.url, token: saved.token, ...(saved.username && { username: saved.username }) } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Saves the login readable by its owner only (0600): the token is a password. */
export async function saveRemote(remote: Remote): Promise<string> {
  const path = credentialsPath();
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  await writeFile(path, `${JSON.stringify(remote, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return path;
}

export async function forgetRemote(): Promise<boolean> {
  const path = credentialsPath();
  try {
    await rm(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
