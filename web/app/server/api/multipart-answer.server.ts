import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

/** One part of a `multipart/form-data` answer: text, or the bytes of a file read as they are sent. */
export interface AnswerPart {
  name: string;
  filename?: string;
  contentType: string;
  content: string | (() => AsyncIterable<Uint8Array>);
}

/** A header's quoted value as browsers write it in a form: quotes and line breaks percent-encoded. */
const quoted = (value: string) => `"${value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A')}"`;

async function* multipartBytes(parts: Iterable<AnswerPart>, boundary: string, done: () => Promise<void>): AsyncGenerator<Uint8Array> {
  try {
    for (const part of parts) {
      const disposition = `form-data; name=${quoted(part.name)}${part.filename === undefined ? '' : `; filename=${quoted(part.filename)}`}`;
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${part.contentType}\r\n\r\n`);
      if (typeof part.content === 'string') yield Buffer.from(part.content);
      else yield* part.content();
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  } finally {
    // Also when the reader goes away halfway (the stream cancelled).
    await done();
  }
}

/**
 * A `multipart/form-data` answer written as it is read: each part's bytes (a file's, from disk) go out as they come,
 * never gathered in memory. `done` runs once the answer is sent, failed or abandoned by its reader.
 */
export function multipartAnswer(parts: Iterable<AnswerPart>, options: { headers?: Record<string, string>; done?: () => Promise<void> } = {}): Response {
  const boundary = `slipcase-${randomBytes(16).toString('hex')}`;
  const body = Readable.toWeb(Readable.from(multipartBytes(parts, boundary, options.done ?? (async () => undefined)), { objectMode: false }));
  return new Response(body as ReadableStream<Uint8Array>, {
    headers: { ...options.headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  });
}
