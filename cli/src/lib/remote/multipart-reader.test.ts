import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boundaryOf, readMultipart } from './multipart-reader';

/** A body cut into chunks of `size` bytes, as a network may deliver it. */
async function* chunked(bytes: Buffer, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function formBytes(form: FormData): Promise<{ bytes: Buffer; boundary: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), boundary: boundaryOf(request.headers.get('Content-Type'))! };
}

/** Every part read through, as name, file name and the SHA-256 and size of its bytes. */
async function partsOf(body: AsyncIterable<Uint8Array>, boundary: string) {
  const parts: Array<{ name: string; filename: string | null; bytes: number; sha256: string }> = [];
  await readMultipart(body, boundary, async ({ name, filename, content }) => {
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of content) {
      hash.update(chunk);
      bytes += (chunk as Buffer).length;
    }
    parts.push({ name, filename, bytes, sha256: hash.digest('hex') });
  });
  return parts;
}

const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('readMultipart', () => {
  // Bytes that look like a delimiter's start, and a large file, cut at every awkward place.
  const tricky = Buffer.from('\r\n--\r\n-\r-- almost a boundary \r\n--');
  const large = Buffer.alloc(3 * 1024 * 1024 + 7, 7);

  it('reads what any client writes as a form, whatever the chunks, each part’s bytes exact', async () => {
    const form = new FormData();
    form.set('build', '{"files":2}');
    form.append('files', new Blob([tricky]), 'resources/a "b".xml');
    form.append('files', new Blob([large]), 'resources/big.flac');
    const { bytes, boundary } = await formBytes(form);
    const expected = [
      { name: 'build', filename: null, bytes: 11, sha256: sha('{"files":2}') },
      { name: 'files', filename: 'resources/a "b".xml', bytes: tricky.length, sha256: sha(tricky) },
      { name: 'files', filename: 'resources/big.flac', bytes: large.length, sha256: sha(large) },
    ];
    for (const size of [4096, 65_536, bytes.length]) expect(await partsOf(chunked(bytes, size), boundary), `chunks of ${size}`).toEqual(expected);
    // Byte by byte, without the large file.
    form.delete('files');
    form.append('files', new Blob([tricky]), 'resources/a "b".xml');
    const small = await formBytes(form);
    for (const size of [1, 7]) expect(await partsOf(chunked(small.bytes, size), small.boundary), `chunks of ${size}`).toEqual(expected.slice(0, 2));
  });

  it('refuses a body cut short, and stops at a part whose reader fails', async () => {
    const form = new FormData();
    form.append('files', new Blob([large]), 'big.flac');
    form.append('files', new Blob(['x']), 'next.xml');
    const { bytes, boundary } = await formBytes(form);
    await expect(partsOf(chunked(bytes.subarray(0, 100_000), 4096), boundary)).rejects.toThrow('ends inside a part');
    const seen: string[] = [];
    const failing = readMultipart(chunked(bytes, 4096), boundary, async ({ filename }) => {
      seen.push(filename!);
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(seen).toEqual(['big.flac']);
  });

  it('finds the boundary of a form’s Content-Type, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeNull();
  });
});
