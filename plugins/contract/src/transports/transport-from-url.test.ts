import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderTransport } from '../batch/local-folder-transport';
import type { Transport } from '../batch/transport';
import { startS3Server, type S3Server } from '../testing/s3-server';
import { startSftpServer, type SftpServer } from '../testing/sftp-server';
import { S3Transport } from './s3-transport';
import { SftpTransport } from './sftp-transport';
import { transportFromUrl } from './transport-from-url';

const prefix = 'SLIPCASE_STORE_SPOTIFY';
const KEY_ENV = { [`${prefix}_SFTP_PRIVATE_KEY_PATH`]: '/keys/spotify' };
const S3_ENV = { [`${prefix}_S3_ACCESS_KEY_ID`]: 'AKIASPOTIFY', [`${prefix}_S3_SECRET_ACCESS_KEY`]: 'spotify-secret' };
const from = (url: string, env: Record<string, string> = {}) => transportFromUrl(url, { env, secretsPrefix: prefix });

describe('transportFromUrl', () => {
  it('takes a file: URL or a plain path as a local folder', () => {
    const dir = join(tmpdir(), 'slipcase-deliveries');
    expect(from(pathToFileURL(dir).href)).toEqual(new LocalFolderTransport(dir));
    expect(from(dir).location('a')).toBe(join(dir, 'a'));
  });

  it('reads an sftp:// URL: user, host, port and the folder, absolute or under the login folder', () => {
    const absolute = from('sftp://deliver@sftp.example.com:2222/incoming/slipcase', KEY_ENV);
    expect(absolute).toBeInstanceOf(SftpTransport);
    expect(absolute.kind).toBe('sftp');
    expect(absolute.location('b/c.xml')).toBe('sftp://deliver@sftp.example.com:2222/incoming/slipcase/b/c.xml');
    expect(from('sftp://deliver@sftp.example.com/~/drop', KEY_ENV).location('')).toBe('sftp://deliver@sftp.example.com:22/~/drop');
    expect(from('sftp://deliver@sftp.example.com', KEY_ENV).location('x')).toBe('sftp://deliver@sftp.example.com:22/~/x');
  });

  it('refuses an sftp:// URL without a user, with a password, or without a key or password to use', () => {
    expect(() => from('sftp://sftp.example.com/in', KEY_ENV)).toThrow(/names its user/);
    expect(() => from('sftp://deliver:hunter2@sftp.example.com/in', KEY_ENV)).toThrow(`set ${prefix}_SFTP_PASSWORD instead`);
    expect(() => from('sftp://deliver@sftp.example.com/in')).toThrow(RangeError);
    expect(() => from('sftp://deliver@sftp.example.com/in')).toThrow(`set ${prefix}_SFTP_PRIVATE_KEY_PATH`);
    expect(() => from('sftp://deliver@sftp.example.com/in', { ...KEY_ENV, [`${prefix}_SFTP_HOST_KEY_SHA256`]: 'md5:aa' })).toThrow(
      `${prefix}_SFTP_HOST_KEY_SHA256`,
    );
    expect(() => from('sftp://deliver@sftp.example.com/in?timeout=5', KEY_ENV)).toThrow(/Unknown parameter timeout/);
  });

  it('reads an s3:// URL: bucket, prefix, endpoint, region and path style', () => {
    const transport = from('s3://slipcase-out/deliveries/spotify?endpoint=http://127.0.0.1:9000&region=eu-west-1&forcePathStyle=true', S3_ENV);
    expect(transport).toBeInstanceOf(S3Transport);
    expect(transport.kind).toBe('s3');
    expect(transport.location('20260115100000123')).toBe('s3://slipcase-out/deliveries/spotify/20260115100000123');
    expect(transport.location('')).not.toContain('spotify-secret');
    expect(from('s3://slipcase-out', S3_ENV).location('a.xml')).toBe('s3://slipcase-out/a.xml');
  });

  it('refuses an s3:// URL without keys, naming the variables, and one with unknown or malformed parameters', () => {
    expect(() => from('s3://slipcase-out/x')).toThrow(`set ${prefix}_S3_ACCESS_KEY_ID`);
    expect(() => from('s3://slipcase-out/x', { [`${prefix}_S3_ACCESS_KEY_ID`]: 'AKIA', AWS_SECRET_ACCESS_KEY: 'aws' })).toThrow(
      `set ${prefix}_S3_SECRET_ACCESS_KEY`,
    );
    expect(() => from('s3://key:secret@slipcase-out/x', S3_ENV)).toThrow(/must not carry credentials/);
    expect(() => from('s3://slipcase-out/x?endpoint=127.0.0.1:9000', S3_ENV)).toThrow(/http:\/\/ or https:\/\//);
    expect(() => from('s3://slipcase-out/x?forcePathStyle=yes', S3_ENV)).toThrow(/true or false/);
    expect(() => from('s3://slipcase-out/x?pathStyle=true', S3_ENV)).toThrow(/Unknown parameter pathStyle/);
    expect(() => from('ftp://example.com/in')).toThrow(/Unsupported transport URL/);
  });
});

describe('transportFromUrl against real servers', () => {
  let sftp: SftpServer;
  let s3: S3Server;
  let tmp: string;
  const opened: Transport[] = [];
  const use = (transport: Transport) => {
    opened.push(transport);
    return transport;
  };
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-transport-url-'));
    [sftp, s3] = await Promise.all([startSftpServer(), startS3Server()]);
    await s3.createBucket('slipcase-url');
  });
  afterAll(async () => {
    await Promise.all(opened.map((transport) => transport.close?.()));
    await Promise.all([sftp?.stop(), s3?.stop()]);
    await rm(tmp, { recursive: true, force: true });
  });

  it('delivers over SFTP with the key and host key the environment names', async () => {
    const root = join(sftp.dir, 'from-url');
    const transport = use(
      from(`sftp://${sftp.username}@127.0.0.1:${sftp.port}${root}`, {
        [`${prefix}_SFTP_PRIVATE_KEY_PATH`]: sftp.privateKeyPath,
        [`${prefix}_SFTP_HOST_KEY_SHA256`]: sftp.hostKeySha256,
      }),
    );
    await transport.put('batch/release.xml', Buffer.from('<ern/>'));
    expect(await readFile(join(root, 'batch/release.xml'), 'utf8')).toBe('<ern/>');
  });

  it('refuses the SFTP server when the environment pins another host key', async () => {
    const transport = use(
      from(`sftp://${sftp.username}@127.0.0.1:${sftp.port}${join(sftp.dir, 'pinned')}`, {
        [`${prefix}_SFTP_PRIVATE_KEY_PATH`]: sftp.privateKeyPath,
        [`${prefix}_SFTP_HOST_KEY_SHA256`]: 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU',
      }),
    );
    await expect(transport.put('x.xml', Buffer.from('x'))).rejects.toThrow(/offered host key/);
  });

  it('delivers to an S3-compatible server with the store\'s keys, or AWS_* ones', async () => {
    const url = `s3://slipcase-url/spotify?endpoint=${encodeURIComponent(s3.endpoint)}&region=${s3.region}&forcePathStyle=true`;
    const own = use(from(url, { [`${prefix}_S3_ACCESS_KEY_ID`]: s3.accessKeyId, [`${prefix}_S3_SECRET_ACCESS_KEY`]: s3.secretAccessKey }));
    await own.put('batch/release.xml', Buffer.from('<ern/>'));
    const aws = use(from(url, { AWS_ACCESS_KEY_ID: s3.accessKeyId, AWS_SECRET_ACCESS_KEY: s3.secretAccessKey }));
    expect((await aws.read?.('batch/release.xml'))?.toString()).toBe('<ern/>');
    expect(await readFile(join(s3.dir, 'data', 'slipcase-url', 'spotify', 'batch', 'release.xml'), 'utf8')).toBe('<ern/>');
  });
});
