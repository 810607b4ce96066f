import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

/** A part of a `multipart/form-data` body: its name and file name, and its bytes as they arrive. */
export interface StreamedPart {
  name: string;
  filename: string | null;
  /** Read it through before the next part comes (the body is one stream). */
  content: Readable;
}

const HEADER_END = Buffer.from('\r\n\r\n');
/** Headers longer than this are no form's. */
const MAX_HEADER_BYTES = 16 * 1024;

/** The `boundary` of a `multipart/form-data` Content-Type, or null. */
export function boundaryOf(contentType: string | null): string | null {
  const match = /^multipart\/form-data\b.*?;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** `name="…"` of a Content-Disposition, its percent-encoded quotes and line breaks (as browsers write them) decoded. */
function dispositionValue(disposition: string, key: string): string | null {
  const match = new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(disposition);
  return match ? match[1]!.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n') : null;
}

class MalformedForm extends Error {
  constructor(reason: string) {
    super(`The server's answer is no well-formed form: ${reason}`);
  }
}

/**
 * Reads a `multipart/form-data` body as it streams: `onPart` gets each part in turn, its bytes streamed as they come
 * (only a delimiter's length is held back), and must read them through; the next part waits for its promise. Never
 * holds a whole part in memory, so a body of any size reads in constant memory.
 */
export async function readMultipart(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  onPart: (part: StreamedPart) => Promise<void>,
): Promise<void> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const chunks = body[Symbol.asyncIterator]();
  // A CRLF before the body, so the first delimiter reads like every other.
  let buffer = Buffer.from('\r\n');
  const more = async () => {
    const next = await chunks.next();
    if (next.done) return false;
    buffer = Buffer.concat([buffer, next.value]);
    return true;
  };
  const need = async (bytes: number) => {
    while (buffer.length < bytes) if (!(await more())) throw new MalformedForm('it ends too early');
  };

  // The preamble, up to the first delimiter.
  for (let at = buffer.indexOf(delimiter); ; at = buffer.indexOf(delimiter)) {
    if (at >= 0) {
      buffer = buffer.subarray(at + delimiter.length);
      break;
    }
    if (!(await more())) throw new MalformedForm('no part');
  }
  for (;;) {
    await need(2);
    if (buffer.subarray(0, 2).toString() === '--') return;
    let headerEnd = buffer.indexOf(HEADER_END);
    while (headerEnd < 0) {
      if (buffer.length > MAX_HEADER_BYTES || !(await more())) throw new MalformedForm('a part without its headers');
      headerEnd = buffer.indexOf(HEADER_END);
    }
    const headers = buffer.subarray(2, headerEnd).toString('utf8').split('\r\n');
    buffer = buffer.subarray(headerEnd + HEADER_END.length);
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = dispositionValue(disposition, 'name');
    if (name === null) throw new MalformedForm('a part without a name');

    const content = new PassThrough();
    let settled = false;
    // A handler that fails stops the reading at once; one done early lets the rest of its part flow away.
    const handled = onPart({ name, filename: dispositionValue(disposition, 'filename'), content }).then(
      () => {
        settled = true;
        content.resume();
      },
      (error: unknown) => {
        settled = true;
        throw error;
      },
    );
    handled.catch(() => undefined);
    const send = async (bytes: Buffer) => {
      if (bytes.length > 0 && !content.write(bytes) && !settled) await Promise.race([once(content, 'drain'), handled]);
    };
    for (;;) {
      const at = buffer.indexOf(delimiter);
      if (at >= 0) {
        await send(buffer.subarray(0, at));
        buffer = buffer.subarray(at + delimiter.length);
        break;
      }
      // All but what could be the start of the delimiter.
      const safe = Math.max(0, buffer.length - delimiter.length + 1);
      await send(buffer.subarray(0, safe));
      buffer = buffer.subarray(safe);
      if (!(await more())) {
        content.destroy(new MalformedForm('it ends inside a part'));
        await handled.catch(() => undefined);
        throw new MalformedForm('it ends inside a part');
      }
    }
    content.end();
    await handled;
  }
}
