import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalFolderTransport } from '../batch/local-folder-transport';
import type { Transport } from '../batch/transport';

export type TransportEnv = Readonly<Record<string, string | undefined>>;

export interface TransportFromUrlOptions {
  /** Where secrets named by the URL's store are read (SFTP keys and passwords, S3 credentials). */
  env?: TransportEnv;
  /** Prefix of the variables holding this transport's secrets, e.g. `SLIPCASE_STORE_SPOTIFY`. */
  secretsPrefix?: string;
}

/**
 * The transport a URL names: `file:///abs/dir` or a plain path (a local folder), `sftp://user@host:port/dir`,
 * `s3://bucket/prefix?endpoint=...&region=...`. Secrets never travel in the URL; they come from the environment.
 */
export function transportFromUrl(url: string, options: TransportFromUrlOptions = {}): Transport {
  void options;
  if (url.startsWith('file:')) return new LocalFolderTransport(fileURLToPath(url));
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return new LocalFolderTransport(isAbsolute(url) ? url : resolve(url));
  throw new RangeError(`Unsupported transport URL: ${url}`);
}
