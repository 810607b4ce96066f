import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createFileUploadHandler as createFileUploadHandler,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';

/** Text fields are small; anything bigger is not a form this app renders. */
const MAX_TEXT_FIELD_BYTES = 64 * 1024;

export interface ReceivedFile {
  /** The temporary file on this machine. */
  path: string;
  /** The name the user's browser gave, for information only. */
  fileName: string;
  size: number;
}

export type ReceivedForm =
  | { ok: true; formData: FormData; file(field: string): ReceivedFile | null }
  | { ok: false; tooLarge: string };

interface DiskFile {
  size: number;
  getFilePath(): string;
}

function isDiskFile(value: unknown): value is DiskFile {
  return typeof value === 'object' && value !== null && 'getFilePath' in value && 'size' in value;
}

function notMultipart(): Response {
  return new Response('Bad request: this form is sent as multipart/form-data.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export interface MultipartOptions {
  /** The file fields expected, each with its size limit in bytes; files in other fields are dropped. */
  maxBytes: Readonly<Record<string, number>>;
  /** Where the request's temporary directory is made; the system's by default. */
  tempRoot?: string;
}

/**
 * Streams a multipart request part by part: each expected file field to its own file in a fresh temporary
 * directory (never whole in memory), text fields to memory. The directory and everything in it is removed once
 * `handle` settles, whatever happened.
 */
export async function withMultipartForm<T>(
  request: Request,
  { maxBytes, tempRoot = tmpdir() }: MultipartOptions,
  handle: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  // A form posted some other way (urlencoded, JSON, nothing) is the client's mistake: a 400, not a parser's 500.
  if (!/^multipart\/form-data\s*;\s*boundary=/i.test(request.headers.get('Content-Type') ?? '')) throw notMultipart();
  const directory = await mkdtemp(join(tempRoot, 'slipcase-upload-'));
  try {
    const fileNames = new Map<string, string>();
    const fileHandlers = new Map(
      Object.entries(maxBytes).map(([field, max]) => [
        field,
        createFileUploadHandler({
          directory,
          // The temp file is named for its field; the extension helps tools that look at it.
          file: ({ filename }) => `${field}${extname(filename).replace(/[^.A-Za-z0-9]/g, '').slice(0, 8)}`,
          maxPartSize: max,
          avoidFileConflicts: true,
        }),
      ]),
    );
    const onFile: UploadHandler = async (part) => {
      const handler = fileHandlers.get(part.name);
      if (!part.filename) return undefined;
      if (!handler) {
        for await (const _chunk of part.data) {
          // An unexpected file: read and drop it.
        }
        return undefined;
      }
      fileNames.set(part.name, part.filename);
      return handler(part);
    };
    const uploadHandler = composeUploadHandlers(
      onFile,
      createMemoryUploadHandler({ maxPartSize: MAX_TEXT_FIELD_BYTES }),
    );

    let formData: FormData;
    try {
      formData = await parseMultipartFormData(request, uploadHandler);
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError && fileHandlers.has(error.field)) {
        return await handle({ ok: false, tooLarge: error.field });
      }
      if (error instanceof MaxPartSizeExceededError || request.signal.aborted) throw error;
      // A body that says multipart but is not (a missing end boundary, garbage): the same 400.
      throw notMultipart();
    }
    return await handle({
      ok: true,
      formData,
      file(field) {
        const value = formData.get(field);
        if (!isDiskFile(value)) return null;
        return { path: value.getFilePath(), fileName: fileNames.get(field) ?? field, size: value.size };
      },
    });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
