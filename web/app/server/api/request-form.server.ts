import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MaxPartSizeExceededError,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createFileUploadHandler as createFileUploadHandler,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  NodeOnDiskFile,
} from '@remix-run/node';

/** A file part of a form, streamed to this machine. */
export interface FormFile {
  path: string;
  /** The name the sender gave it. */
  filename: string;
}

export type RequestForm =
  | { ok: true; files: FormFile[]; text: (name: string) => string | null; texts: (name: string) => string[] }
  | { ok: false; reason: 'too_large' | 'not_a_form' };

/**
 * Reads a `multipart/form-data` body as it streams: each part named `fileField` that carries a file goes to a
 * file of its own in a fresh temporary directory (in order, never held whole in memory), the other fields are
 * kept as text (at most `maxTextBytes` each). Past `maxFileBytes` in one file the whole form is `too_large`. The
 * directory goes once `handle` settles, whatever happened.
 */
export async function withRequestForm<T>(
  request: Request,
  options: { fileField: string; maxFileBytes: number; maxTextBytes: number },
  handle: (form: RequestForm) => Promise<T>,
): Promise<T> {
  if (!/^multipart\/form-data\b/i.test(request.headers.get('Content-Type') ?? '')) return handle({ ok: false, reason: 'not_a_form' });
  const directory = await mkdtemp(join(tmpdir(), 'slipcase-form-'));
  try {
    // Numbered, so the sender's names never matter to the path; their names are kept for the answer.
    const senderNames = new Map<string, string>();
    const files = createFileUploadHandler({
      directory,
      maxPartSize: options.maxFileBytes,
      file: ({ filename }) => {
        const part = `part-${senderNames.size + 1}`;
        senderNames.set(part, filename ?? '');
        return part;
      },
      filter: ({ name }) => name === options.fileField,
    });
    let form: FormData;
    try {
      form = await parseMultipartFormData(request, composeUploadHandlers(files, createMemoryUploadHandler({ maxPartSize: options.maxTextBytes })));
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) return await handle({ ok: false, reason: 'too_large' });
      return await handle({ ok: false, reason: 'not_a_form' });
    }
    const parts = form.getAll(options.fileField).flatMap((part) => (part instanceof NodeOnDiskFile ? [part] : []));
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : null;
    };
    const texts = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string');
    return await handle({ ok: true, files: parts.map((part) => ({ path: part.getFilePath(), filename: senderNames.get(part.name) ?? '' })), text, texts });
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
