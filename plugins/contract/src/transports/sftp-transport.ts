import { readFile } from 'node:fs/promises';
import { posix } from 'node:path';
import type SftpClient from 'ssh2-sftp-client';
import { checkRelativePath, type Transport } from '../batch/transport';
import { hostKeyFingerprint, normalizeFingerprint } from './host-key-fingerprint';
import { SharedConnection } from './shared-connection';

export interface SftpTransportOptions {
  host: string;
  /** Default 22. */
  port?: number;
  username: string;
  /** The folder on the server everything goes into: absolute, or relative to the login folder. Created as needed. */
  root: string;
  /** A private key (OpenSSH or PEM text), or the path of its file, read when connecting. */
  privateKey?: string | Buffer;
  privateKeyPath?: string;
  passphrase?: string;
  password?: string;
  /** The server's host key fingerprint, `SHA256:<base64>`; when given, any other key is refused. */
  hostKeySha256?: string;
  /** Default 20 s. */
  readyTimeoutMs?: number;
  /**
   * Move uploads into place with OpenSSH's posix-rename extension (atomic, replaces the target) when the server
   * offers it (default true); without it, the old file is deleted and the upload renamed.
   */
  posixRename?: boolean;
}

interface Session {
  client: SftpClient;
  /** Folders known to exist on this connection. */
  dirs: Set<string>;
  lost: boolean;
}

// What ssh2 and ssh2-sftp-client say when the connection went away under an operation.
const CONNECTION_LOST = /ECONNRESET|EPIPE|No SFTP connection|Unexpected (close|end) event|No response from server|Not connected/i;

// ssh2 sends a stream chunk by chunk and waits for each to be acknowledged: its default 64 KiB chunks make 50 MB take
// ~30 s even on loopback; 256 KiB ones keep the channel busy (under 1 s), still without the whole file in memory.
const UPLOAD_OPTIONS = {
  readStreamOptions: { highWaterMark: 256 * 1024 },
  writeStreamOptions: { highWaterMark: 256 * 1024 },
} as unknown as SftpClient.TransferOptions;

const message = (error: unknown) => (error instanceof Error ? `${error.message} ${String((error as { code?: unknown }).code ?? '')}` : String(error));

/**
 * A transport to a folder on an SFTP server. Each file appears whole: it is uploaded as `<name>.part` and renamed
 * into place. The connection is opened on first use, shared by a delivery's uploads, reopened when it dropped,
 * and closed by `close()`.
 */
export class SftpTransport implements Transport {
  readonly kind = 'sftp' as const;
  readonly root: string;
  private readonly options: SftpTransportOptions;
  private readonly expectedHostKey: string | undefined;
  private usePosixRename: boolean;
  private readonly connection = new SharedConnection<Session>(
    () => this.connect(),
    async (session) => {
      await session.client.end();
    },
  );

  constructor(options: SftpTransportOptions) {
    if (!options.privateKey && !options.privateKeyPath && options.password === undefined) {
      throw new RangeError(`SFTP to ${options.host} needs a private key or a password`);
    }
    this.options = options;
    this.root = options.root.replace(/(?<=.)\/+$/, '') || '.';
    this.expectedHostKey = options.hostKeySha256 === undefined ? undefined : normalizeFingerprint(options.hostKeySha256);
    this.usePosixRename = options.posixRename ?? true;
  }

  get port(): number {
    return this.options.port ?? 22;
  }

  async put(relativePath: string, source: string | Buffer): Promise<void> {
    const segments = checkRelativePath(relativePath);
    if (segments.length === 0) throw new RangeError('put needs a file path');
    const target = this.remotePath(segments);
    const partial = `${target}.part`;
    await this.run(async (session) => {
      await this.ensureDir(session, posix.dirname(target));
      try {
        await session.client.put(source, partial, UPLOAD_OPTIONS);
        await this.moveIntoPlace(session.client, partial, target);
      } catch (error) {
        if (!session.lost) await session.client.delete(partial, true).catch(() => {});
        throw error;
      }
    });
  }

  async list(relativeDir: string): Promise<string[]> {
    const dir = this.remotePath(checkRelativePath(relativeDir));
    return this.run(async ({ client }) => {
      if ((await client.exists(dir)) !== 'd') return [];
      const entries = await client.list(dir);
      return entries.map((entry) => entry.name).filter((name) => name !== '.' && name !== '..').sort();
    });
  }

  async read(relativePath: string): Promise<Buffer> {
    const file = this.remotePath(checkRelativePath(relativePath));
    return this.run(async ({ client }) => {
      const data = await client.get(file);
      if (!Buffer.isBuffer(data)) throw new Error(`SFTP read of ${file} did not return bytes`);
      return data;
    });
  }

  /** `sftp://user@host:port/<root>/<path>`; a root relative to the login folder is written `/~/<root>`. */
  location(relativePath: string): string {
    const segments = checkRelativePath(relativePath);
    const host = this.options.host.includes(':') ? `[${this.options.host}]` : this.options.host;
    const root = this.root.startsWith('/') ? this.root.replace(/\/$/, '') : this.root === '.' ? '/~' : `/~/${this.root}`;
    const path = [root, ...segments].join('/');
    return `sftp://${encodeURIComponent(this.options.username)}@${host}:${this.port}${path || '/'}`;
  }

  close(): Promise<void> {
    return this.connection.close();
  }

  private remotePath(segments: string[]): string {
    return segments.length === 0 ? this.root : posix.join(this.root, ...segments);
  }

  /** Runs an operation on the shared connection; when the connection was lost under it, once more on a new one. */
  private async run<R>(operation: (session: Session) => Promise<R>): Promise<R> {
    let used: Session | undefined;
    try {
      return await this.connection.use((session) => {
        used = session;
        return operation(session);
      });
    } catch (error) {
      if (!used || !(used.lost || CONNECTION_LOST.test(message(error)))) throw error;
      used.lost = true;
      this.connection.drop(used);
      return this.connection.use(operation);
    }
  }

  private async connect(): Promise<Session> {
    const { host, username, password, passphrase } = this.options;
    const lost = () => {
      session.lost = true;
      this.connection.drop(session);
    };
    // Loaded on first use: most processes that load this module never open an SFTP connection.
    const { default: Sftp } = await import('ssh2-sftp-client');
    // The library's default callbacks log to the console; a dropped connection is handled by the next operation.
    const client = new Sftp('slipcase-sftp', { error: () => {}, end: lost, close: lost });
    const session: Session = { client, dirs: new Set(), lost: false };
    const privateKey = this.options.privateKey ?? (this.options.privateKeyPath ? await readFile(this.options.privateKeyPath) : undefined);
    let offered: string | undefined;
    const expected = this.expectedHostKey;
    try {
      await client.connect({
        host,
        port: this.port,
        username,
        ...(privateKey !== undefined && { privateKey }),
        ...(passphrase !== undefined && { passphrase }),
        ...(password !== undefined && { password }),
        readyTimeout: this.options.readyTimeoutMs ?? 20_000,
        ...(expected && {
          hostVerifier: (key: Buffer) => {
            offered = hostKeyFingerprint(key);
            return offered === expected;
          },
        }),
      });
    } catch (error) {
      // The library's end() does nothing before the SFTP channel is open: close the SSH connection itself.
      (client as unknown as { client?: { end(): void } }).client?.end();
      if (offered !== undefined && offered !== expected) {
        throw new Error(`The SFTP server ${host}:${this.port} offered host key ${offered}, not the expected ${expected}`, {
          cause: error,
        });
      }
      throw error;
    }
    return session;
  }

  private async ensureDir(session: Session, dir: string): Promise<void> {
    if (dir === '.' || dir === '/' || session.dirs.has(dir)) return;
    try {
      await session.client.mkdir(dir, true);
    } catch (error) {
      // Another upload on this connection may have made it meanwhile.
      if ((await session.client.exists(dir)) !== 'd') throw error;
    }
    session.dirs.add(dir);
  }

  private async moveIntoPlace(client: SftpClient, partial: string, target: string): Promise<void> {
    if (this.usePosixRename) {
      try {
        await client.posixRename(partial, target);
        return;
      } catch (error) {
        if (!/does not support/i.test(message(error))) throw error;
        this.usePosixRename = false;
      }
    }
    // Plain SFTP rename refuses to replace: the old file is gone for a moment, but no reader sees a partial one.
    await client.delete(target, true);
    await client.rename(partial, target);
  }
}
