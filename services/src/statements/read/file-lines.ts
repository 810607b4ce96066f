import { Readable } from 'node:stream';
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
 * The lines of a file as it streams: gzip is recognised by its magic bytes and unpacked on the fly, reading stops
 * with 'too_large' as soon as the unpacked bytes pass the limit (a gzip bomb never unpacks further), and each line is
 * decoded strictly as UTF-8 on its own, so memory holds one chunk and one line whatever the file's size.
 */
export async function* readFileLines(source: StatementFileSource, part: number, maxBytes: number): AsyncGenerator<FileLine> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let lineNo = 0;
  let total = 0;
  const decode = (bytes: Buffer): FileLine => {
    lineNo += 1;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      throw new StatementProblem('not_utf8', { part, lineNo });
    }
    return { lineNo, text: text.endsWith('\r') ? text.slice(0, -1) : text };
  };
  for await (const chunk of unpacked(source, part)) {
    total += chunk.length;
    if (total > maxBytes) throw new StatementProblem('too_large', { part }, String(maxBytes));
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, at);
      yield decode(pending.length === 0 ? piece : Buffer.concat([...pending, piece]));
      pending = [];
      pendingBytes = 0;
      start = at + 1;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_LINE_BYTES) throw new StatementProblem('line_too_long', { part, lineNo: lineNo + 1 });
    }
  }
  if (pendingBytes > 0) yield decode(Buffer.concat(pending));
  if (total === 0) throw new StatementProblem('empty_file', { part });
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
