import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { FORM_FIELD_KINDS, FORM_SUBMISSION_STATUSES, type FormField } from '@slipcase/domain';
import { z } from 'zod';

const count = z.coerce.number<string>().int().min(0).max(100_000).optional();

/** One row of the staff's form editor; `options` one choice per line. */
export const editorFieldSchema = z.object({
  key: z.string().max(8).optional(),
  label: z.string().default(''),
  kind: z.enum(FORM_FIELD_KINDS),
  required: z.literal('on').optional(),
  minLength: count,
  maxLength: count,
  pattern: z.string().optional(),
  options: z.string().optional(),
});

/** The staff's form editor: the form, its fields in order, and whether users may fill it in. */
export const formEditorSchema = z.object({
  intent: z.enum(['save']).default('save'),
  name: z.string().default(''),
  description: z.string().default(''),
  active: z.literal('on').optional(),
  fields: z.array(editorFieldSchema).max(60).default([]),
});

export type EditorField = z.infer<typeof editorFieldSchema>;

/** A stored field as the editor's row shows it. */
export function editorRowOf(field: FormField) {
  return {
    key: field.key,
    label: field.label,
    kind: field.kind,
    required: field.required ? 'on' : '',
    minLength: field.minLength === null ? '' : String(field.minLength),
    maxLength: field.maxLength === null ? '' : String(field.maxLength),
    pattern: field.pattern ?? '',
    options: field.options.join('\n'),
  };
}

/** An editor row as the service takes it. */
export function fieldOfRow(row: EditorField) {
  return {
    key: row.key || null,
    label: row.label,
    kind: row.kind,
    required: row.required === 'on',
    minLength: row.minLength ?? null,
    maxLength: row.maxLength ?? null,
    pattern: row.pattern ?? null,
    options: (row.options ?? '').split('\n').map((option) => option.trim()).filter((option) => option !== ''),
  };
}

/** A staff move in the queue: to the next status, with an optional note for the submitter. */
export const moveSchema = z.object({
  submissionId: recordIdSchema,
  to: z.enum(FORM_SUBMISSION_STATUSES).exclude(['pending']),
  note: z.string().default(''),
});

/** The queue's tab: `?status=`, pending unless it names another status. */
export function queueStatusOf(search: URLSearchParams) {
  const status = search.get('status');
  return (FORM_SUBMISSION_STATUSES as readonly string[]).includes(status ?? '') ? (status as (typeof FORM_SUBMISSION_STATUSES)[number]) : 'pending';
}
