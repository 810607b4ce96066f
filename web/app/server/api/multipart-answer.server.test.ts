import { describe, expect, it } from 'vitest';
import { multipartAnswer, type AnswerPart } from './multipart-answer.server';

/** Parts whose file is read only when the answer reaches it, recording when. */
function parts(log: string[]): AnswerPart[] {
  const file = (name: string, chunks: string[]) => ({
    name: 'files',
    filename: name,
    contentType: 'application/octet-stream',
    content: async function* () {
      log.push(`open ${name}`);
      for (const chunk of chunks) yield Buffer.from(chunk);
    },
  });
  return [{ name: 'build', contentType: 'application/json', content: '{"files":2}' }, file('a "quoted".xml', ['<a/>', '\r\n--not-the-end']), file('resources/b.flac', ['fLaC'])];
}

describe('multipartAnswer', () => {
  it('is a form any client reads, each file read only when the answer reaches it, then done', async () => {
    const log: string[] = [];
    const answer = multipartAnswer(parts(log), { headers: { 'Cache-Control': 'no-store' }, done: async () => void log.push('done') });
    expect(answer.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=slipcase-[0-9a-f]{32}$/);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(log).toEqual([]);
    const form = await answer.formData();
    expect(form.get('build')).toBe('{"files":2}');
    const files = form.getAll('files') as File[];
    expect(files.map((file) => file.name)).toEqual(['a "quoted".xml', 'resources/b.flac']);
    expect(await files[0]!.text()).toBe('<a/>\r\n--not-the-end');
    expect(await files[1]!.text()).toBe('fLaC');
    expect(log).toEqual(['open a "quoted".xml', 'open resources/b.flac', 'done']);
  });

  it('is done when its reader goes away halfway, the files not reached never opened', async () => {
    const log: string[] = [];
    let finished!: () => void;
    const closed = new Promise<void>((resolve) => (finished = resolve));
    const answer = multipartAnswer(parts(log), { done: async () => { log.push('done'); finished(); } });
    const reader = answer.body!.getReader();
    await reader.read();
    await reader.cancel();
    await closed;
    expect(log).not.toContain('open resources/b.flac');
    expect(log.at(-1)).toBe('done');
  });
});
