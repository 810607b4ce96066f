import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { runProcess } from '../run-process';
import { freePort } from './free-port';

export interface SftpServer {
  host: string;
  port: number;
  /** The user the server lets in: whoever runs the tests. */
  username: string;
  /** A private key the server accepts (its file), and the fingerprint of the server's host key. */
  privateKeyPath: string;
  hostKeySha256: string;
  /** A temp folder for the test's files on the "server"; removed by stop(). */
  dir: string;
  /** Connections the server accepted so far (counted from its log). */
  acceptedConnections(): number;
  /** Connections open right now (the server's per-connection processes). */
  openConnections(): Promise<number>;
  /** Cuts every open connection, as a network failure or a restarted server would. */
  dropConnections(): Promise<void>;
  stop(): Promise<void>;
}

/** SSHD_PATH, else Debian's `/usr/sbin/sshd` (package openssh-server, installed by `scripts/setup.sh --test`). */
export function findSshd(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.SSHD_PATH || '/usr/sbin/sshd';
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    throw new Error(`sshd not found at ${path}: run \`bash scripts/setup.sh --test\` (Debian openssh-server), or set SSHD_PATH.`);
  }
}

async function run(command: string, args: string[]): Promise<string> {
  const result = await runProcess(command, args);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout.toString('utf8');
}


/** The processes below `pid`, read from /proc: its children, and all its descendants. */
async function processTree(pid: number): Promise<{ children: number[]; all: number[] }> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, ...
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended while we looked
    }
  }
  const all: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of parents) {
      if (ppid !== parent) continue;
      all.push(child);
      walk(child);
    }
  };
  walk(pid);
  return { children: all.filter((child) => parents.get(child) === pid), all };
}

function killAll(pids: number[]): void {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * Starts Debian's OpenSSH server on a free loopback port with a configuration, host key and authorized key of its
 * own, in a temp folder: only key authentication, only SFTP (internal-sftp), for the user running the tests.
 */
export async function startSftpServer(): Promise<SftpServer> {
  const sshd = findSshd();
  const dir = await mkdtemp(join(tmpdir(), 'slipcase-sshd-'));
  const hostKey = join(dir, 'host_key');
  const clientKey = join(dir, 'client_key');
  await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'slipcase-test-host', '-f', hostKey]);
  await run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'slipcase-test-client', '-f', clientKey]);
  await copyFile(`${clientKey}.pub`, join(dir, 'authorized_keys'));
  await chmod(join(dir, 'authorized_keys'), 0o600);
  const hostKeySha256 = /SHA256:[A-Za-z0-9+/]+/.exec(await run('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${hostKey}.pub`]))?.[0];
  if (!hostKeySha256) throw new Error('ssh-keygen printed no SHA256 fingerprint');

  const username = userInfo().username;
  const port = await freePort();
  const config = join(dir, 'sshd_config');
  await writeFile(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${hostKey}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      `AllowUsers ${username}`,
      'PubkeyAuthentication yes',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'UsePAM no',
      'StrictModes no',
      'Subsystem sftp internal-sftp',
      'LogLevel VERBOSE',
      '',
    ].join('\n'),
  );
  // As root, sshd wants its privilege separation folder, which Debian's service script would create.
  if (process.getuid?.() === 0) await mkdir('/run/sshd', { recursive: true, mode: 0o755 });

  // sshd re-executes itself and so needs its absolute path.
  const child = spawn(sshd, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log += chunk.toString();
  });
  // sshd forks a process (and that one another) per connection, which outlives the listener when it is stopped.
  const sessions = async () => (child.pid === undefined ? { children: [], all: [] } : processTree(child.pid));
  const stop = async () => {
    killAll((await sessions()).all);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`sshd did not start in 10 s:\n${log}`)), 10_000);
      const check = () => {
        if (log.includes(`Server listening on 127.0.0.1 port ${port}`)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stderr.on('data', check);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`sshd exited with code ${code}:\n${log}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    host: '127.0.0.1',
    port,
    username,
    privateKeyPath: clientKey,
    hostKeySha256,
    dir,
    acceptedConnections: () => log.match(/Accepted publickey for /g)?.length ?? 0,
    openConnections: async () => (await sessions()).children.length,
    dropConnections: async () => killAll((await sessions()).all),
    stop,
  };
}
