import { config } from '@slipcase/config';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalFolderTransport } from '../batch/local-folder-transport';
import type { Transport } from '../batch/transport';
import { normalizeFingerprint } from './host-key-fingerprint';
import { S3Transport } from './s3-transport';
import { SftpTransport } from './sftp-transport';

export type TransportEnv = Readonly<Record<string, string | undefined>>;

export interface TransportFromUrlOptions {
  /** Where secrets named by the URL's store are read (SFTP keys and passwords, S3 credentials); default: the environment the configuration was read from. */
  env?: TransportEnv;
  /** Prefix of the variables holding this transport's secrets, e.g. `SLIPCASE_STORE_SPOTIFY`; default `SLIPCASE_STORE`. */
  secretsPrefix?: string;
}

/** Reads `<prefix>_<name>` from the environment; blank counts as unset. */
class Secrets {
  constructor(
    private readonly env: TransportEnv,
    readonly prefix: string,
  ) {}

  variable(name: string): string {
    return `${this.prefix}_${name}`;
  }

  get(name: string): string | undefined {
    return this.plain(this.variable(name));
  }

  plain(variable: string): string | undefined {
    const value = this.env[variable];
    return value?.trim() ? value : undefined;
  }
}

function parse(url: string): URL {
  try {
    return new URL(url);
  } catch {
    throw new RangeError(`Not a transport URL: ${url}`);
  }
}

function refuseUnknownParameters(url: URL, known: readonly string[]): void {
  for (const name of url.searchParams.keys()) {
    if (!known.includes(name)) {
      throw new RangeError(`Unknown parameter ${name} in ${url.protocol}// URL (known: ${known.join(', ') || 'none'})`);
    }
  }
}

/**
 * `sftp://user@host:port/root/dir`: an absolute folder on the server; `sftp://user@host/~/dir` one under the login
 * folder. Key (`_SFTP_PRIVATE_KEY_PATH`, with `_SFTP_PRIVATE_KEY_PASSPHRASE`) or password (`_SFTP_PASSWORD`), and
 * `_SFTP_HOST_KEY_SHA256` to pin the server's key.
 */
function sftpFromUrl(url: URL, secrets: Secrets): SftpTransport {
  refuseUnknownParameters(url, []);
  if (url.password) {
    throw new RangeError(`An SFTP URL must not carry a password: set ${secrets.variable('SFTP_PASSWORD')} instead`);
  }
  const username = decodeURIComponent(url.username);
  if (!username) throw new RangeError(`An SFTP URL names its user: sftp://user@${url.host}${url.pathname}`);
  if (!url.hostname) throw new RangeError('An SFTP URL names its server: sftp://user@host:port/dir');
  const privateKeyPath = secrets.get('SFTP_PRIVATE_KEY_PATH');
  const password = secrets.get('SFTP_PASSWORD');
  if (!privateKeyPath && !password) {
    throw new RangeError(
      `SFTP to ${url.host} needs a key or a password: set ${secrets.variable('SFTP_PRIVATE_KEY_PATH')} ` +
        `(or ${secrets.variable('SFTP_PASSWORD')})`,
    );
  }
  const hostKey = secrets.get('SFTP_HOST_KEY_SHA256');
  const passphrase = secrets.get('SFTP_PRIVATE_KEY_PASSPHRASE');
  const path = decodeURIComponent(url.pathname);
  const root = path === '' || path === '/~' || path === '/~/' ? '.' : path.startsWith('/~/') ? path.slice(3) : path;
  let hostKeySha256: string | undefined;
  try {
    hostKeySha256 = hostKey === undefined ? undefined : normalizeFingerprint(hostKey);
  } catch (error) {
    throw new RangeError(`${secrets.variable('SFTP_HOST_KEY_SHA256')}: ${(error as Error).message}`);
  }
  return new SftpTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    ...(url.port && { port: Number(url.port) }),
    username,
    root,
    ...(privateKeyPath && { privateKeyPath }),
    ...(passphrase && { passphrase }),
    ...(password && { password }),
    ...(hostKeySha256 && { hostKeySha256 }),
  });
}

/**
 * `s3://bucket/prefix?endpoint=http://127.0.0.1:9000&region=us-east-1&forcePathStyle=true`; keys from
 * `_S3_ACCESS_KEY_ID` / `_S3_SECRET_ACCESS_KEY`, else `AWS_ACCESS_KEY_ID` / `AWS_SECRET_ACCESS_KEY`.
 */
function s3FromUrl(url: URL, secrets: Secrets): S3Transport {
  refuseUnknownParameters(url, ['endpoint', 'region', 'forcePathStyle']);
  if (url.username || url.password) {
    throw new RangeError(`An S3 URL must not carry credentials: set ${secrets.variable('S3_ACCESS_KEY_ID')} and ${secrets.variable('S3_SECRET_ACCESS_KEY')}`);
  }
  if (!url.hostname) throw new RangeError('An S3 URL names its bucket: s3://bucket/prefix');
  const own = secrets.get('S3_ACCESS_KEY_ID') !== undefined || secrets.get('S3_SECRET_ACCESS_KEY') !== undefined;
  const accessKeyId = own ? secrets.get('S3_ACCESS_KEY_ID') : secrets.plain('AWS_ACCESS_KEY_ID');
  const secretAccessKey = own ? secrets.get('S3_SECRET_ACCESS_KEY') : secrets.plain('AWS_SECRET_ACCESS_KEY');
  if (!accessKeyId) throw new RangeError(`S3 bucket ${url.hostname} needs an access key: set ${secrets.variable('S3_ACCESS_KEY_ID')}`);
  if (!secretAccessKey) throw new RangeError(`S3 bucket ${url.hostname} needs a secret key: set ${secrets.variable('S3_SECRET_ACCESS_KEY')}`);

  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new RangeError(`The S3 endpoint must be an http:// or https:// URL, not ${JSON.stringify(endpoint)}`);
  }
  const pathStyle = url.searchParams.get('forcePathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false') {
    throw new RangeError(`forcePathStyle must be true or false, not ${JSON.stringify(pathStyle)}`);
  }
  const region = url.searchParams.get('region') ?? secrets.plain('AWS_REGION');
  return new S3Transport({
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname),
    ...(region && { region }),
    ...(endpoint && { endpoint }),
    ...(pathStyle !== null && { forcePathStyle: pathStyle === 'true' }),
    credentials: { accessKeyId, secretAccessKey },
  });
}

/**
 * The transport a URL names: `file:///abs/dir` or a plain path (a local folder), `sftp://user@host:port/dir`,
 * `s3://bucket/prefix?endpoint=...&region=...&forcePathStyle=true`. Secrets never travel in the URL; they come from
 * the environment, named by `secretsPrefix`. A URL that lacks what it needs is a RangeError naming what to set.
 */
export function transportFromUrl(url: string, options: TransportFromUrlOptions = {}): Transport {
  if (url.startsWith('file:')) return new LocalFolderTransport(fileURLToPath(url));
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return new LocalFolderTransport(isAbsolute(url) ? url : resolve(url));
  const secrets = new Secrets(options.env ?? config().env, options.secretsPrefix ?? 'SLIPCASE_STORE');
  const parsed = parse(url);
  if (parsed.protocol === 'sftp:') return sftpFromUrl(parsed, secrets);
  if (parsed.protocol === 's3:') return s3FromUrl(parsed, secrets);
  throw new RangeError(`Unsupported transport URL: ${url}`);
}
