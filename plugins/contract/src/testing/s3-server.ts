import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { accessSync, constants } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from './free-port';

export interface S3Server {
  /** `http://127.0.0.1:<port>`, path-style. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The folder the server keeps its buckets in (one sub-folder each); removed by stop(). */
  dir: string;
  createBucket(name: string): Promise<void>;
  stop(): Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** VERSITYGW_PATH, else what `bash tools/versitygw/install.sh` installs into .tools/go/bin. */
export function findVersitygw(env: NodeJS.ProcessEnv = process.env): string {
  const path = env.VERSITYGW_PATH || join(REPO_ROOT, '.tools', 'go', 'bin', 'versitygw');
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    throw new Error(
      `versitygw not found at ${path}: run \`bash tools/versitygw/install.sh\` (Go module proxy), or set VERSITYGW_PATH.`,
    );
  }
}


const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts versitygw, an S3-compatible server, with its posix backend over a temp folder on a free loopback port, in
 * single-account mode with fresh keys. Decision 008 says why this server.
 */
export async function startS3Server(): Promise<S3Server> {
  const versitygw = findVersitygw();
  const dir = await mkdtemp(join(tmpdir(), 'slipcase-s3-'));
  const data = join(dir, 'data');
  await mkdir(data);
  const port = await freePort();
  const region = 'us-east-1';
  const accessKeyId = `slipcase${randomBytes(6).toString('hex')}`;
  const secretAccessKey = randomBytes(24).toString('base64url');
  // Keys through the environment, not the command line, which anyone on the machine can read.
  const child = spawn(versitygw, ['--quiet', '--port', `127.0.0.1:${port}`, '--region', region, 'posix', data], {
    env: { ...process.env, ROOT_ACCESS_KEY_ID: accessKeyId, ROOT_SECRET_ACCESS_KEY: secretAccessKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  const collect = (chunk: Buffer) => {
    log += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };

  try {
    for (let waited = 0; !(await accepts(port)); waited += 50) {
      if (child.exitCode !== null) throw new Error(`versitygw exited with code ${child.exitCode}:\n${log}`);
      if (waited > 10_000) throw new Error(`versitygw did not start in 10 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await stop();
    throw error;
  }

  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    region,
    accessKeyId,
    secretAccessKey,
    dir,
    createBucket: async (name) => {
      const client = new S3Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
    },
    stop,
  };
}
