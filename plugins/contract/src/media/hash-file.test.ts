import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashFile, md5File, sha256, sha256File } from './hash-file';

describe('file hashes', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-hash-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('gives the standard digests (FIPS 180-2 and RFC 1321 test vectors)', async () => {
    const path = join(tmp, 'abc.txt');
    await writeFile(path, 'abc');
    expect(await sha256File(path)).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await md5File(path)).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(sha256('abc')).toBe(await sha256File(path));
  });

  it('hashes files larger than one stream chunk completely', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024 + 7, 'slipcase');
    const path = join(tmp, 'big.bin');
    await writeFile(path, data);
    expect(await hashFile(path, 'sha256')).toBe(sha256(data));
  });
});
