import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFolderTransport } from './local-folder-transport';

describe('LocalFolderTransport', () => {
  let tmp: string;
  let transport: LocalFolderTransport;
  beforeAll(async () => {
    tmp = await mkdtemp(join(tmpdir(), 'slipcase-transport-'));
    transport = new LocalFolderTransport(join(tmp, 'store'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('writes bytes and copies files into nested folders it creates, leaving no partial files', async () => {
    const source = join(tmp, 'source.bin');
    await writeFile(source, 'audio bytes');
    await transport.put('batch/123/resources/a.flac', source);
    await transport.put('batch/123/123.xml', Buffer.from('<xml/>'));
    expect(await readFile(join(tmp, 'store/batch/123/resources/a.flac'), 'utf8')).toBe('audio bytes');
    expect((await transport.read('batch/123/123.xml')).toString()).toBe('<xml/>');
    expect(await readdir(join(tmp, 'store/batch/123'))).toEqual(['123.xml', 'resources']);
  });

  it('replaces a file that is already there', async () => {
    await transport.put('again.xml', Buffer.from('one'));
    await transport.put('again.xml', Buffer.from('two'));
    expect((await transport.read('again.xml')).toString()).toBe('two');
  });

  it('lists a folder, sorted, and an absent folder as empty', async () => {
    await transport.put('acks/ACK_b.xml', Buffer.from(''));
    await transport.put('acks/ACK_a.xml', Buffer.from(''));
    expect(await transport.list('acks')).toEqual(['ACK_a.xml', 'ACK_b.xml']);
    expect(await transport.list('nothing-here')).toEqual([]);
  });

  it('names locations inside its root and refuses paths that leave it', async () => {
    expect(transport.location('20260115100000123')).toBe(join(tmp, 'store', '20260115100000123'));
    for (const path of ['../escape.xml', '/etc/passwd', 'a/../../b', 'a\\b']) {
      await expect(transport.put(path, Buffer.from('x'))).rejects.toThrow(RangeError);
    }
    await expect(transport.put('', Buffer.from('x'))).rejects.toThrow(RangeError);
  });
});
