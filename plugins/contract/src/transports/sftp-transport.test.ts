import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverBatch } from '../batch/deliver-batch';
import { sampleContext, sampleRelease } from '../testing/sample-release';
import { startSftpServer, type SftpServer } from '../testing/sftp-server';
import { writeCover, writeTone } from '../testing/test-media';
import { runTransportContract } from '../testing/transport-contract';
import { SftpTransport, type SftpTransportOptions } from './sftp-transport';

let server: SftpServer;
beforeAll(async () => {
  server = await startSftpServer();
});
afterAll(() => server?.stop());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let roots = 0;
/** A transport into a fresh folder of the server, and that folder's path on this machine. */
async function fresh(options: Partial<SftpTransportOptions> = {}) {
  roots += 1;
  const root = join(server.dir, `store-${roots}`);
  const transport = new SftpTransport({
    host: server.host,
    port: server.port,
    username: server.username,
    privateKeyPath: server.privateKeyPath,
    hostKeySha256: server.hostKeySha256,
    root,
    ...options,
  });
  return { transport, root };
}

async function eventually(check: () => Promise<boolean>, what: string, everyMs = 50): Promise<void> {
  for (let waited = 0; waited < 5000; waited += everyMs) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`Still not true after 5 s: ${what}`);
}

runTransportContract('SftpTransport (OpenSSH, key authentication)', async () => {
  const { transport, root } = await fresh();
  return { transport, rootLocation: `sftp://${server.username}@127.0.0.1:${server.port}${root}` };
});

runTransportContract(
  'SftpTransport without posix-rename (delete, then rename)',
  async () => {
    const { transport, root } = await fresh({ posixRename: false });
    return { transport, rootLocation: `sftp://${server.username}@127.0.0.1:${server.port}${root}` };
  },
  { bigFileBytes: 5 * 1024 * 1024 },
);

describe('SftpTransport', () => {
  it('writes where its root is on the server, and lists what the store wrote itself', async () => {
    const { transport, root } = await fresh();
    await transport.put('20260115100000123/BatchComplete_20260115100000123.xml', Buffer.from('<manifest/>'));
    expect(await readFile(join(root, '20260115100000123/BatchComplete_20260115100000123.xml'), 'utf8')).toBe('<manifest/>');
    expect(await readdir(join(root, '20260115100000123'))).toEqual(['BatchComplete_20260115100000123.xml']);
    await writeFile(join(root, '20260115100000123', 'ACK_1_20260116.xml'), '<ack/>');
    expect(await transport.list('20260115100000123')).toEqual(['ACK_1_20260116.xml', 'BatchComplete_20260115100000123.xml']);
    await transport.close();
  });

  it('connects once for a delivery\'s several writes and leaves no connection open after close()', async () => {
    const { transport } = await fresh();
    await transport.close();
    const before = server.acceptedConnections();
    expect(before).toBeGreaterThan(0);
    await Promise.all([transport.put('batch/a.flac', Buffer.alloc(200_000, 1)), transport.put('batch/b.flac', Buffer.alloc(1000, 2))]);
    await transport.put('batch/release.xml', Buffer.from('<ern/>'));
    await transport.put('BatchComplete.xml', Buffer.from('<manifest/>'));
    expect(await transport.list('batch')).toEqual(['a.flac', 'b.flac', 'release.xml']);
    expect(server.acceptedConnections() - before).toBe(1);
    expect(await server.openConnections()).toBe(1);
    await transport.close();
    await eventually(async () => (await server.openConnections()) === 0, 'the server still holds the connection');
  });

  it('makes one connection for a whole delivery, and deliverBatch lets go of it at the end', async () => {
    const { transport, root } = await fresh();
    const media = {
      audioPath: await writeTone(join(server.dir, 'tone.flac'), { format: 'flac', seconds: 2, sampleRate: 44_100, bitDepth: 16 }),
      coverPath: await writeCover(join(server.dir, 'cover.jpg'), { sizePx: 1500, format: 'jpeg' }),
      coverFormat: 'jpeg' as const,
      coverSizePx: 1500,
      durationMs: 2000,
    };
    const before = server.acceptedConnections();
    const receipt = await deliverBatch({
      release: sampleRelease(media),
      context: sampleContext(),
      store: {
        recipient: { dpid: 'PADPIDA0000000002Y', name: 'Test store' },
        requirements: {
          audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 },
          artwork: { minPx: 1400, sizePx: 1400, format: 'jpeg' },
          leadTimeDays: 0,
          territories: ['Worldwide'],
        },
        feed: { standard: 'ern-4.3', deals: [{ commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }] },
      },
      transport,
    });
    expect(receipt.location).toBe(`sftp://${server.username}@127.0.0.1:${server.port}${root}/${receipt.batchId}`);
    for (const file of receipt.files) {
      expect(sha256(await readFile(join(root, receipt.batchId, file.path))), file.path).toBe(file.sha256);
    }
    expect(server.acceptedConnections() - before).toBe(1);
    await eventually(async () => (await server.openConnections()) === 0, 'the delivery left its connection open');
  });

  it('reconnects when the connection dropped between writes', async () => {
    const { transport, root } = await fresh();
    await transport.put('one.xml', Buffer.from('1'));
    const before = server.acceptedConnections();
    await server.dropConnections();
    await transport.put('two.xml', Buffer.from('2'));
    expect(await readFile(join(root, 'two.xml'), 'utf8')).toBe('2');
    expect(server.acceptedConnections() - before).toBe(1);
    await transport.close();
  });

  it('starts an upload over on a new connection when the connection drops under it', async () => {
    const { transport, root } = await fresh();
    const bytes = randomBytes(40 * 1024 * 1024);
    const before = server.acceptedConnections();
    const upload = transport.put('cut/big.bin', bytes);
    await eventually(async () => (await readdir(join(root, 'cut')).catch((): string[] => [])).includes('big.bin.part'), 'no upload began', 2);
    await server.dropConnections();
    await upload;
    expect(sha256(await readFile(join(root, 'cut/big.bin')))).toBe(sha256(bytes));
    expect(await readdir(join(root, 'cut'))).toEqual(['big.bin']);
    expect(server.acceptedConnections() - before).toBe(2);
    await transport.close();
  });

  it('refuses a server whose host key is not the expected one, and writes nothing', async () => {
    const { transport, root } = await fresh({ hostKeySha256: 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU' });
    await expect(transport.put('x.xml', Buffer.from('x'))).rejects.toThrow(
      `offered host key ${server.hostKeySha256}, not the expected SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU`,
    );
    await expect(readdir(root)).rejects.toThrow(/ENOENT/);
    await eventually(async () => (await server.openConnections()) === 0, 'the refused connection is still open');
  });

  it('fails with the server\'s refusal when it does not take the credentials', async () => {
    const { transport } = await fresh({ privateKeyPath: undefined, password: 'not-the-password' });
    await expect(transport.put('x.xml', Buffer.from('x'))).rejects.toThrow(/authentication/i);
  });

  it('names its location with the port, and a root under the login folder as /~/', () => {
    const common = { host: 'sftp.example.com', username: 'slipcase', password: 'secret' };
    expect(new SftpTransport({ ...common, root: '/upload/' }).location('b/c.xml')).toBe('sftp://slipcase@sftp.example.com:22/upload/b/c.xml');
    expect(new SftpTransport({ ...common, port: 2222, root: 'drop' }).location('')).toBe('sftp://slipcase@sftp.example.com:2222/~/drop');
    expect(new SftpTransport({ ...common, root: '/' }).location('a.xml')).toBe('sftp://slipcase@sftp.example.com:22/a.xml');
    expect(() => new SftpTransport({ host: 'h', username: 'u', root: '/' })).toThrow(RangeError);
  });
});
