import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './storage';

let root: string;
let storage: LocalFileStorage;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'slipcase-storage-'));
  storage = new LocalFileStorage(join(root, 'store'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

describe('LocalFileStorage', () => {
  it('stores a stream under its key and reports its size and SHA-256', async () => {
    const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(5, 2)];
    const stored = await storage.put('releases/r1/cover.png', Readable.from(chunks));

    const written = await readFile(storage.path('releases/r1/cover.png'));
    expect(stored).toEqual({ key: 'releases/r1/cover.png', bytes: 70_005, sha256: sha256(Buffer.concat(chunks)) });
    expect(written.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('copies a file given by path and leaves the original in place', async () => {
    const source = join(root, 'upload.wav');
    await writeFile(source, 'not really audio');

    const stored = await storage.put('releases/r1/tracks/01.wav', source);

    expect(stored.sha256).toBe(sha256('not really audio'));
    expect(await readFile(storage.path(stored.key), 'utf8')).toBe('not really audio');
    expect(existsSync(source)).toBe(true);
  });

  it('leaves neither the file nor a partial file when the source fails midway', async () => {
    async function* failing() {
      yield Buffer.from('first part');
      throw new Error('connection reset');
    }
    await expect(storage.put('releases/r2/cover.png', Readable.from(failing()))).rejects.toThrow('connection reset');
    expect(await readdir(join(root, 'store', 'releases', 'r2'))).toEqual([]);
  });

  it('removes a file and the folders it leaves empty, but not the root or non-empty folders', async () => {
    await storage.put('releases/r1/cover.png', Readable.from([Buffer.from('a')]));
    await storage.put('releases/r1/tracks/01.wav', Readable.from([Buffer.from('b')]));

    await storage.remove('releases/r1/tracks/01.wav');
    expect(existsSync(join(root, 'store', 'releases', 'r1', 'tracks'))).toBe(false);
    expect(existsSync(storage.path('releases/r1/cover.png'))).toBe(true);

    await storage.remove('releases/r1/cover.png');
    await storage.remove('releases/r1/cover.png');
    expect(await readdir(join(root, 'store'))).toEqual([]);
  });

  it('refuses keys that would leave the storage root', () => {
    for (const key of ['../escape', 'releases/../../x', '/etc/passwd', 'a//b', '']) {
      expect(() => storage.path(key), key).toThrow(RangeError);
    }
  });

});
