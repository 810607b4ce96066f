import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMultipartForm } from './uploads.server';

let tempRoot: string;
beforeAll(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'slipcase-upload-test-'));
});
afterAll(async () => {
  await rm(tempRoot, { recursive: true, force: true });
});

/** What is left in the temporary root once a request is handled: nothing, if clean-up works. */
const leftovers = () => readdir(tempRoot);

function multipart(fields: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return new Request('http://localhost/upload', { method: 'POST', body });
}

describe('withMultipartForm', () => {
  it('streams expected files to disk, keeps text fields, and removes the files afterwards', async () => {
    let seenPath = '';
    const result = await withMultipartForm(
      multipart({ title: 'Night Drive', audio: new File(['RIFF....WAVE'], 'my song.wav', { type: 'audio/wav' }) }),
      { maxBytes: { audio: 1024 }, tempRoot },
      async (form) => {
        if (!form.ok) throw new Error('unexpected overflow');
        const audio = form.file('audio');
        seenPath = audio?.path ?? '';
        return { title: form.formData.get('title'), audio, content: await readFile(seenPath, 'utf8') };
      },
    );
    expect(result.title).toBe('Night Drive');
    expect(result.audio).toMatchObject({ fileName: 'my song.wav', size: 12 });
    expect(result.content).toBe('RIFF....WAVE');
    await expect(stat(seenPath)).rejects.toThrow();
    expect(await leftovers()).toEqual([]);
  });

  it('reports the field that went past its limit, and still removes what was written', async () => {
    const result = await withMultipartForm(
      multipart({ cover: new File([new Uint8Array(5000)], 'big.png', { type: 'image/png' }) }),
      { maxBytes: { cover: 1000 }, tempRoot },
      async (form) => form,
    );
    expect(result).toEqual({ ok: false, tooLarge: 'cover' });
    expect(await leftovers()).toEqual([]);
  });

  it('drops files it was not asked for', async () => {
    const result = await withMultipartForm(
      multipart({ extra: new File(['x'.repeat(100)], 'extra.bin') }),
      { maxBytes: { audio: 1024 }, tempRoot },
      async (form) => (form.ok ? form.file('extra') : 'overflow'),
    );
    expect(result).toBeNull();
  });

  it('removes the files when the handler throws', async () => {
    await expect(
      withMultipartForm(multipart({ audio: new File(['abc'], 'a.wav') }), { maxBytes: { audio: 1024 }, tempRoot }, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await leftovers()).toEqual([]);
  });
});
