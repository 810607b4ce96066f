import { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createGunzip } from 'node:zlib';
import { findControlCharacter, StatementProblem } from '@slipcase/domain';
import type { StatementFileSource } from './types';

/** One physical line of a file, decoded, without its line break. */
export interface FileLine {
  lineNo: number;
  text: string;
}

const MAX_LINE_BYTES = 1 << 20;
const NEWLINE = 0x0a;

/**
 * The lines of a file as it streams, a chunk's worth at a time: gzip is recognised by its magic bytes and unpacked on
 * the fly, reading stops with 'too_large' as soon as the unpacked bytes pass the limit (a gzip bomb never unpacks
 * further), and the text is decoded strictly as UTF-8, so memory holds about one chunk whatever the file's size.
 */
export async function* readFileLines(source: StatementFileSource, part: number, maxBytes: number): AsyncGenerator<FileLine[]> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let lineNo = 0;
  let total = 0;
  const decode = (bytes: Buffer): FileLine[] => {
    const texts = decodeStrictly(decoder, bytes, part, lineNo).split('\n');
    return texts.map((text) => ({ lineNo: ++lineNo, text: text.endsWith('\r') ? text.slice(0, -1) : text }));
  };
  for await (const chunk of unpacked(source, part)) {
    total += chunk.length;
    if (total > maxBytes) throw new StatementProblem('too_large', { part }, String(maxBytes));
    const last = chunk.lastIndexOf(NEWLINE);
    if (last === -1) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes > MAX_LINE_BYTES) throw new StatementProblem('line_too_long', { part, lineNo: lineNo + 1 });
      continue;
    }
    const complete = pending.length === 0 ? chunk.subarray(0, last) : Buffer.concat([...pending, chunk.subarray(0, last)]);
    pending = last + 1 < chunk.length ? [chunk.subarray(last + 1)] : [];
    pendingBytes = chunk.length - last - 1;
    yield decode(complete);
  }
  if (pendingBytes > 0) yield decode(Buffer.concat(pending));
  if (total === 0) throw new StatementProblem('empty_file', { part });
}

/** Bytes ending on a line break decoded as UTF-8, or 'not_utf8' naming the first line that is not. */
function decodeStrictly(decoder: TextDecoder, bytes: Buffer, part: number, linesBefore: number): string {
  try {
    return decoder.decode(bytes);
  } catch {
    let start = 0;
    for (let lineNo = linesBefore + 1; ; lineNo += 1) {
      const end = bytes.indexOf(NEWLINE, start);
      try {
        decoder.decode(bytes.subarray(start, end === -1 ? bytes.length : end));
      } catch {
        throw new StatementProblem('not_utf8', { part, lineNo });
      }
      if (end === -1) throw new StatementProblem('not_utf8', { part, lineNo });
      start = end + 1;
    }
  }
}

/** The file's bytes, unpacked when it starts with gzip's magic bytes (1f 8b). */
async function* unpacked(source: StatementFileSource, part: number): AsyncGenerator<Buffer> {
  const raw = Readable.from(source.open() as AsyncIterable<Buffer | string>, { objectMode: false });
  const chunks = raw[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first = await chunks.next();
  if (first.done) return;
  const head = Buffer.from(first.value);
  const rest = (async function* () {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield Buffer.from(next.value);
  })();
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    try {
      yield* rest;
    } finally {
      raw.destroy();
    }
    return;
  }
  const gunzip = createGunzip();
  const input = Readable.from(rest);
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const chunk of gunzip) yield chunk as Buffer;
  } catch {
    throw new StatementProblem('bad_gzip', { part });
  } finally {
    input.destroy();
    gunzip.destroy();
    raw.destroy();
  }
}

/** Throws 'control_character' when a field of the line holds one (tabs separate fields and are allowed). */
export function checkControlCharacters(line: FileLine, part: number): void {
  if (findControlCharacter(line.text) !== -1) throw new StatementProblem('control_character', { part, lineNo: line.lineNo });
}
