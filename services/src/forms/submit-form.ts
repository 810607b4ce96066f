import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import {
  checkFormSubmission,
  FORM_FILE_EXTENSIONS,
  formFileNameOf,
  formFileTypeOf,
  formValueOf,
  type FieldError,
  type FormFileFacts,
} from '@slipcase/domain';
import type { Prisma } from '@slipcase/db';
import type { ServiceDeps } from '../deps';
import type { FormAnswer } from './form-answers';
import { openForm } from './form-definitions';

/** A file the front door received for a field: a temporary file on this machine. */
export interface ReceivedFormFile {
  path: string;
  fileName: string;
  size: number;
}

export type SubmitFormOutcome =
  | { ok: true; id: string }
  | { ok: false; kind: 'not_found' }
  | { ok: false; kind: 'invalid'; errors: FieldError[] }
  /** Storage or the database failed: nothing of the submission is kept (001 §8 "Form submit: generic error"). */
  | { ok: false; kind: 'failed' };

async function firstBytes(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(12);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * A signed-in user's answers to an open form, checked by the form's own definition (the page checks the same in the
 * browser, but only this counts). Files are recognised by their first bytes and stored under the submission; if
 * anything fails after the first file is stored, what was stored is removed: a refused or failed submission leaves
 * nothing behind.
 */
export async function submitForm(
  deps: Pick<ServiceDeps, 'prisma' | 'storage' | 'now'>,
  input: { formId: string; userId: string; values: Readonly<Record<string, string | undefined>>; files: Readonly<Record<string, ReceivedFormFile | null | undefined>> },
): Promise<SubmitFormOutcome> {
  const form = await openForm(deps, input.formId);
  if (!form) return { ok: false, kind: 'not_found' };

  const facts: Record<string, FormFileFacts | null> = {};
  for (const field of form.fields.filter((each) => each.kind === 'file')) {
    const file = input.files[field.key];
    facts[field.key] = file && file.size > 0 ? { sizeBytes: file.size, type: formFileTypeOf(await firstBytes(file.path)) } : null;
  }
  const errors = checkFormSubmission(form, input.values, facts);
  if (errors.length > 0) return { ok: false, kind: 'invalid', errors };

  const id = randomUUID();
  const stored: string[] = [];
  try {
    const answers: FormAnswer[] = [];
    for (const field of form.fields) {
      const { key, label, kind } = field;
      const file = input.files[key];
      const type = facts[key]?.type;
      if (kind === 'file' && file && type) {
        const storageKey = `forms/${id}/${key}.${FORM_FILE_EXTENSIONS[type]}`;
        await deps.storage.put(storageKey, file.path);
        stored.push(storageKey);
        answers.push({ key, label, kind, value: '', file: { storageKey, name: formFileNameOf(file.fileName, key), type, sizeBytes: file.size } });
      } else {
        answers.push({ key, label, kind, value: kind === 'file' ? '' : formValueOf(field, input.values[key] ?? ''), file: null });
      }
    }
    await deps.prisma.formSubmission.create({
      data: { id, formId: form.id, userId: input.userId, formName: form.name, answers: answers as unknown as Prisma.InputJsonValue, createdAt: deps.now },
    });
    return { ok: true, id };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.remove(key)));
    console.error(`A submission of form ${form.id} failed and was undone: ${error instanceof Error ? error.message : String(error)}`);
    return { ok: false, kind: 'failed' };
  }
}
