import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transport } from '../batch/transport';

export interface TransportHarness {
  transport: Transport;
  /** What `transport.location('')` must give; a path's location is this, `/`, and the path. */
  rootLocation: string;
  /** Values that must never show in a location (passwords, secret keys). */
  secrets?: readonly string[];
}

/** Called once per suite; the transport's root should be empty and the transport's own. */
export type MakeTransport = () => Promise<TransportHarness>;

export interface TransportContractOptions {
  /** Size of the file streamed whole (default 50 MiB). */
  bigFileBytes?: number;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Writes `bytes` of random data in 1 MiB chunks (never all in memory) and returns their hash. */
async function writeRandomFile(path: string, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  const out = createWriteStream(path);
  for (let written = 0; written < bytes; ) {
    const chunk = randomBytes(Math.min(1024 * 1024, bytes - written));
    hash.update(chunk);
    written += chunk.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

/**
 * What every transport must do, whatever is behind it (a folder, an SFTP server, a bucket): write bytes and local
 * files under its root, replace, list, read back, name locations, refuse paths that leave the root, never show a
 * partial file, stream big files, and keep working across `close()`.
 */
export function runTransportContract(name: string, makeTransport: MakeTransport, options: TransportContractOptions = {}): void {
  describe(`${name}: transport contract`, () => {
    let harness: TransportHarness;
    let transport: Transport;
    let tmp: string;
    const list = (dir: string) => {
      if (!transport.list) throw new Error(`${name} cannot list`);
      return transport.list(dir);
    };
    const read = (path: string) => {
      if (!transport.read) throw new Error(`${name} cannot read`);
      return transport.read(path);
    };

    beforeAll(async () => {
      tmp = await mkdtemp(join(tmpdir(), 'slipcase-transport-contract-'));
      harness = await makeTransport();
      transport = harness.transport;
    });
    afterAll(async () => {
      await transport?.close?.();
      await rm(tmp, { recursive: true, force: true });
    });

    it('writes bytes and local files into nested folders it creates', async () => {
      const source = join(tmp, 'a.flac');
      await writeFile(source, 'audio bytes');
      await transport.put('batch/123/resources/a.flac', source);
      await transport.put('batch/123/123.xml', Buffer.from('<xml/>'));
      expect((await read('batch/123/resources/a.flac')).toString()).toBe('audio bytes');
      expect((await read('batch/123/123.xml')).toString()).toBe('<xml/>');
      expect(await list('batch/123')).toEqual(['123.xml', 'resources']);
      expect(await list('batch')).toEqual(['123']);
    });

    it('replaces a file that is already there, with bytes or with a file', async () => {
      await transport.put('again/file.xml', Buffer.from('one, the longer first version'));
      await transport.put('again/file.xml', Buffer.from('two'));
      expect((await read('again/file.xml')).toString()).toBe('two');
      const source = join(tmp, 'three.xml');
      await writeFile(source, 'three');
      await transport.put('again/file.xml', source);
      expect((await read('again/file.xml')).toString()).toBe('three');
      expect(await list('again')).toEqual(['file.xml']);
    });

    it('lists a folder sorted, and an absent folder as empty', async () => {
      for (const file of ['ACK_b.xml', 'ACK_c.xml', 'ACK_a.xml']) await transport.put(`acks/${file}`, Buffer.from(file));
      expect(await list('acks')).toEqual(['ACK_a.xml', 'ACK_b.xml', 'ACK_c.xml']);
      expect(await list('nothing-here')).toEqual([]);
      expect(await list('acks/nothing/deeper')).toEqual([]);
    });

    it('reads back exact bytes, and fails to read what is not there', async () => {
      const bytes = randomBytes(70_000);
      await transport.put('binary/blob.bin', bytes);
      expect(sha256(await read('binary/blob.bin'))).toBe(sha256(bytes));
      await expect(read('binary/absent.bin')).rejects.toThrow();
    });

    it('names locations under its root, without secrets', () => {
      expect(transport.location('')).toBe(harness.rootLocation);
      expect(transport.location('20260115100000123/BatchComplete_20260115100000123.xml')).toBe(
        `${harness.rootLocation.replace(/\/$/, '')}/20260115100000123/BatchComplete_20260115100000123.xml`,
      );
      for (const secret of harness.secrets ?? []) expect(transport.location('a/b.xml')).not.toContain(secret);
    });

    it('refuses paths that leave its root', async () => {
      // Thrown at once or rejected: either way the call fails before touching anything.
      const attempt = (operation: () => Promise<unknown>) => (async () => operation())();
      for (const path of ['../x', '/etc/passwd', 'a\\b', 'a/../../b', './a']) {
        await expect(attempt(() => transport.put(path, Buffer.from('x'))), path).rejects.toThrow(RangeError);
        await expect(attempt(() => read(path)), path).rejects.toThrow(RangeError);
        await expect(attempt(() => list(path)), path).rejects.toThrow(RangeError);
        expect(() => transport.location(path), path).toThrow(RangeError);
      }
      await expect(transport.put('', Buffer.from('x'))).rejects.toThrow(RangeError);
      expect(await list('')).not.toContain('x');
    });

    it('streams a big file whole; no reader ever sees it partial, and nothing is left beside it', async () => {
      const bytes = options.bigFileBytes ?? 50 * 1024 * 1024;
      const source = join(tmp, 'big.bin');
      const expected = await writeRandomFile(source, bytes);
      // A reader polls the folder during the upload: the first time the file shows, it must already be whole.
      let uploading = true;
      let seenWhileUploading: Buffer | undefined;
      const watcher = (async () => {
        while (uploading && !seenWhileUploading) {
          if ((await list('big')).includes('file.bin')) seenWhileUploading = await read('big/file.bin');
          else await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      try {
        await transport.put('big/file.bin', source);
      } finally {
        uploading = false;
        await watcher;
      }
      if (seenWhileUploading) {
        expect(seenWhileUploading.length).toBe(bytes);
        expect(sha256(seenWhileUploading)).toBe(expected);
      }
      const back = await read('big/file.bin');
      expect(back.length).toBe(bytes);
      expect(sha256(back)).toBe(expected);
      expect(await list('big')).toEqual(['file.bin']);
    });

    it('keeps an upload in flight going when closed, and works again after close()', async () => {
      const bytes = randomBytes(3 * 1024 * 1024);
      const upload = transport.put('closing/while-uploading.bin', bytes);
      await transport.close?.();
      await upload;
      expect(sha256(await read('closing/while-uploading.bin'))).toBe(sha256(bytes));
      await transport.close?.();
      await transport.put('closing/after.xml', Buffer.from('after'));
      expect((await read('closing/after.xml')).toString()).toBe('after');
      expect(await list('closing')).toEqual(['after.xml', 'while-uploading.bin']);
    });
  });
}
