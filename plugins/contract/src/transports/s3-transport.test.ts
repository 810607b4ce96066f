import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../testing/s3-server';
import { runTransportContract } from '../testing/transport-contract';
import { S3Transport, type S3TransportOptions } from './s3-transport';

let server: S3Server;
beforeAll(async () => {
  server = await startS3Server();
  await server.createBucket('slipcase-contract');
  await server.createBucket('slipcase-store');
  await server.createBucket('slipcase-bare');
});
afterAll(() => server?.stop());

const transportTo = (options: Partial<S3TransportOptions> & { bucket: string }) =>
  new S3Transport({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    ...options,
  });

runTransportContract('S3Transport (versitygw)', async () => ({
  transport: transportTo({ bucket: 'slipcase-contract', prefix: 'deliveries/spotify' }),
  rootLocation: 's3://slipcase-contract/deliveries/spotify',
  secrets: [server.secretAccessKey],
}));

describe('S3Transport', () => {
  const transports: S3Transport[] = [];
  const make = (options: Partial<S3TransportOptions> = {}) => {
    const transport = transportTo({ bucket: 'slipcase-store', ...options });
    transports.push(transport);
    return transport;
  };
  afterAll(() => Promise.all(transports.map((transport) => transport.close())));

  it('writes each file at its key under the prefix, in several parts when it is big', async () => {
    const transport = make({ prefix: '/incoming/', partSizeBytes: 5 * 1024 * 1024 });
    await transport.put('20260115100000123/0199990000012/0199990000012.xml', Buffer.from('<ern/>'));
    const object = join(server.dir, 'data', 'slipcase-store', 'incoming', '20260115100000123', '0199990000012', '0199990000012.xml');
    expect(await readFile(object, 'utf8')).toBe('<ern/>');
    expect(transport.location('20260115100000123')).toBe('s3://slipcase-store/incoming/20260115100000123');
  });

  it('lists objects and the folders their keys imply, whoever wrote them, and only one level deep', async () => {
    const transport = make({ prefix: 'acks' });
    const other = new S3Client({
      endpoint: server.endpoint,
      region: server.region,
      forcePathStyle: true,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    });
    try {
      for (const Key of ['acks/batch/ACK_2.xml', 'acks/batch/ACK_1.xml', 'acks/batch/deeper/x.xml', 'acks/batchelor.xml']) {
        await other.send(new PutObjectCommand({ Bucket: 'slipcase-store', Key, Body: 'x' }));
      }
    } finally {
      other.destroy();
    }
    expect(await transport.list('batch')).toEqual(['ACK_1.xml', 'ACK_2.xml', 'deeper']);
    expect(await transport.list('')).toEqual(['batch', 'batchelor.xml']);
  });

  it('without a prefix, writes at the top of the bucket and shows nothing of the server\'s own there', async () => {
    const transport = make({ bucket: 'slipcase-bare', partSizeBytes: 5 * 1024 * 1024 });
    expect(transport.location('')).toBe('s3://slipcase-bare');
    expect(transport.location('a/b.bin')).toBe('s3://slipcase-bare/a/b.bin');
    const bytes = randomBytes(11 * 1024 * 1024);
    const source = join(server.dir, 'eleven-megabytes.bin');
    await writeFile(source, bytes);
    await transport.put('a/b.bin', source);
    expect(await transport.list('')).toEqual(['a']);
    expect((await transport.read('a/b.bin')).equals(bytes)).toBe(true);
  });

  it('leaves nothing behind when a file cannot be read', async () => {
    const transport = make({ prefix: 'failing' });
    await expect(transport.put('batch/a.flac', join(server.dir, 'no-such-file.flac'))).rejects.toThrow(/ENOENT/);
    expect(await transport.list('batch')).toEqual([]);
  });

  it('fails with the server\'s refusal when the keys are wrong or the bucket absent', async () => {
    const wrongKeys = make({ credentials: { accessKeyId: server.accessKeyId, secretAccessKey: 'not-the-secret' } });
    await expect(wrongKeys.put('x.xml', Buffer.from('x'))).rejects.toThrow(/signature/i);
    await expect(make({ bucket: 'no-such-bucket' }).put('x.xml', Buffer.from('x'))).rejects.toThrow(/bucket/i);
  });

  it('refuses a prefix or bucket that is not one', () => {
    expect(() => transportTo({ bucket: 'slipcase-store', prefix: '../other' })).toThrow(RangeError);
    expect(() => transportTo({ bucket: 'a/b' })).toThrow(RangeError);
  });
});
