import { isEmail } from './account-rules';
import { isCleanText } from './clean-text';
import { AppError, type FieldError } from './errors';
import { webAddress } from './smart-links';

/**
 * Forms and submissions (001 §2 "/forms/{id}", "/form-submissions"; §3 "Form submission"; §5 generic rules): staff
 * define a form as a list of fields, and the same definition checks each submission, on the server and (through the
 * web's schema built from it) in the browser.
 */
export const FORM_FIELD_KINDS = ['text', 'long_text', 'select', 'email', 'url', 'file'] as const;
export type FormFieldKind = (typeof FORM_FIELD_KINDS)[number];

export interface FormField {
  /** The field's name in the submitted form and in the stored answers: `f1`, `f2`… given once, never reused. */
  key: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  /** Characters, for the text kinds (text, long text, e-mail, URL). */
  minLength: number | null;
  maxLength: number | null;
  /** A regular expression the whole value must match (JavaScript syntax, Unicode mode), for text and long text. */
  pattern: string | null;
  /** The choices of a select. */
  options: string[];
}

/** A field of `kind` asked as `label`, required and with no other rule unless `rules` says so (a new field has no key yet). */
export function formFieldOf(kind: FormFieldKind, label: string, rules: Partial<FormField> = {}): FormField {
  return { key: '', label, kind, required: true, minLength: null, maxLength: null, pattern: null, options: [], ...rules };
}

export interface FormDefinition {
  name: string;
  description: string;
  fields: FormField[];
}

export const FORM_LIMITS = {
  name: 120,
  description: 1000,
  label: 120,
  fields: 30,
  options: 50,
  option: 100,
  pattern: 200,
  /** The longest value a field may be given, whatever its own maximum says. */
  text: 500,
  long_text: 5000,
  note: 1000,
} as const;

/** What a file field takes: these types (recognised by their first bytes, not their names), at most 20 MB. */
export const FORM_FILE_TYPES = ['pdf', 'png', 'jpeg', 'mp3', 'wav'] as const;
export type FormFileType = (typeof FORM_FILE_TYPES)[number];
export const FORM_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const FORM_FILE_MAX_LABEL = '20 MB';
/** The browser's `accept` for a file field. */
export const FORM_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.mp3,.wav,application/pdf,image/png,image/jpeg,audio/mpeg,audio/wav';

const FIELD_KEY = /^f[1-9]\d{0,3}$/;

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type of a file from its first 12 bytes, or null when it is none of FORM_FILE_TYPES (a renamed program, say). */
export function formFileTypeOf(head: Uint8Array): FormFileType | null {
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(head, ascii('ID3')) || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  return null;
}

/** The pattern as a value is matched with it: the whole value, in Unicode mode; null when it does not compile. */
export function formPatternOf(pattern: string): RegExp | null {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return null;
  }
}

/** A next free key for a new field of `fields`: one above the highest ever given, so an answer never changes field. */
export function nextFormFieldKey(keys: readonly string[]): string {
  const numbers = keys.filter((key) => FIELD_KEY.test(key)).map((key) => Number(key.slice(1)));
  return `f${Math.max(0, ...numbers) + 1}`;
}

const isTextKind = (kind: FormFieldKind) => kind !== 'select' && kind !== 'file';
const maxOf = (field: FormField) => Math.min(field.maxLength ?? Infinity, field.kind === 'long_text' ? FORM_LIMITS.long_text : FORM_LIMITS.text);

function checkLine(field: string, value: string, max: number, required: boolean, shape: 'line' | 'lines' = 'line'): FieldError[] {
  if (required && value.trim() === '') return [{ code: 'required', field }];
  if (!isCleanText(value, shape)) return [{ code: 'invalid_characters', field }];
  if (value.length > max) return [{ code: 'too_long', field, params: { max } }];
  return [];
}

function checkFieldDefinition(field: FormField, at: string): FieldError[] {
  const errors = checkLine(`${at}.label`, field.label, FORM_LIMITS.label, true);
  if (!(FORM_FIELD_KINDS as readonly string[]).includes(field.kind)) return [...errors, { code: 'invalid_choice', field: `${at}.kind` }];
  if (!FIELD_KEY.test(field.key)) errors.push({ code: 'invalid_input', field: `${at}.key` });
  const { minLength: min, maxLength: max } = field;
  if (min !== null && (!Number.isInteger(min) || min < 0)) errors.push({ code: 'invalid_amount', field: `${at}.minLength` });
  if (max !== null && (!Number.isInteger(max) || max < 1)) errors.push({ code: 'invalid_amount', field: `${at}.maxLength` });
  else if (max !== null && min !== null && max < min) errors.push({ code: 'form_length_range', field: `${at}.maxLength` });
  if (field.pattern !== null) {
    if (!isCleanText(field.pattern) || field.pattern.length > FORM_LIMITS.pattern || formPatternOf(field.pattern) === null) {
      errors.push({ code: 'form_pattern_invalid', field: `${at}.pattern` });
    }
  }
  if (field.kind === 'select') {
    const options = field.options.map((option) => option.trim());
    if (options.length === 0 || options.some((option) => option === '')) errors.push({ code: 'form_options_required', field: `${at}.options` });
    else if (options.length > FORM_LIMITS.options) errors.push({ code: 'too_long', field: `${at}.options`, params: { max: FORM_LIMITS.options } });
    else if (options.some((option) => !isCleanText(option))) errors.push({ code: 'invalid_characters', field: `${at}.options` });
    else if (options.some((option) => option.length > FORM_LIMITS.option)) errors.push({ code: 'too_long', field: `${at}.options`, params: { max: FORM_LIMITS.option } });
    else if (new Set(options).size !== options.length) errors.push({ code: 'form_options_repeated', field: `${at}.options` });
  }
  return errors;
}

/** What staff may save as a form: a name, at most 30 fields with unique keys, each rule sound (a pattern that compiles…). */
export function checkFormDefinition(definition: FormDefinition): FieldError[] {
  const errors = [
    ...checkLine('name', definition.name, FORM_LIMITS.name, true),
    ...checkLine('description', definition.description, FORM_LIMITS.description, false, 'lines'),
  ];
  if (definition.fields.length === 0) errors.push({ code: 'form_fields_required', field: 'fields' });
  if (definition.fields.length > FORM_LIMITS.fields) errors.push({ code: 'too_long', field: 'fields', params: { max: FORM_LIMITS.fields } });
  definition.fields.forEach((field, index) => errors.push(...checkFieldDefinition(field, `fields[${index}]`)));
  const keys = definition.fields.map((field) => field.key);
  if (new Set(keys).size !== keys.length) errors.push({ code: 'invalid_input', field: 'fields' });
  return errors;
}

/**
 * One text answer against its field (every kind but file): required, clean of control characters, within its lengths,
 * matching its pattern, an e-mail address, an http(s) address (no `javascript:`), one of the select's options. The web's
 * schema runs this same function in the browser.
 */
export function checkFormValue(field: FormField, raw: string): FieldError | null {
  const value = field.kind === 'long_text' ? raw : raw.trim();
  const at = field.key;
  if (value.trim() === '') return field.required ? { code: 'required', field: at } : null;
  if (!isCleanText(value, field.kind === 'long_text' ? 'lines' : 'line')) return { code: 'invalid_characters', field: at };
  if (field.kind === 'select') return field.options.includes(value) ? null : { code: 'invalid_choice', field: at };
  if (!isTextKind(field.kind)) return { code: 'invalid_input', field: at };
  if (field.minLength !== null && value.length < field.minLength) return { code: 'too_short', field: at, params: { min: field.minLength } };
  const max = maxOf(field);
  if (value.length > max) return { code: 'too_long', field: at, params: { max } };
  if (field.kind === 'email' && !isEmail(value)) return { code: 'invalid_email', field: at };
  if (field.kind === 'url' && webAddress(value) === null) return { code: 'invalid_url', field: at };
  if (field.pattern !== null && !formPatternOf(field.pattern)?.test(value)) return { code: 'form_pattern_mismatch', field: at };
  return null;
}

/** What the server learnt of an uploaded file: its size and the type its first bytes say. */
export interface FormFileFacts {
  sizeBytes: number;
  type: FormFileType | null;
}

/** A file answer against its field: required, at most FORM_FILE_MAX_BYTES, one of FORM_FILE_TYPES. */
export function checkFormFile(field: FormField, file: FormFileFacts | null): FieldError | null {
  if (file === null || file.sizeBytes === 0) return field.required ? { code: 'required', field: field.key } : null;
  if (file.sizeBytes > FORM_FILE_MAX_BYTES) return { code: 'file_too_large', field: field.key, params: { max: FORM_FILE_MAX_LABEL } };
  if (file.type === null) return { code: 'file_type_not_allowed', field: field.key, params: { types: FORM_FILE_TYPES.join(', ').toUpperCase() } };
  return null;
}

/** Every answer of a submission against the form: text answers by key, files by key (null when none was sent). */
export function checkFormSubmission(
  definition: Pick<FormDefinition, 'fields'>,
  values: Readonly<Record<string, string | undefined>>,
  files: Readonly<Record<string, FormFileFacts | null | undefined>>,
): FieldError[] {
  return definition.fields
    .map((field) => (field.kind === 'file' ? checkFormFile(field, files[field.key] ?? null) : checkFormValue(field, values[field.key] ?? '')))
    .filter((error): error is FieldError => error !== null);
}

/** The answer as it is kept: trimmed, except a long text's own lines. */
export const formValueOf = (field: FormField, raw: string): string => (field.kind === 'long_text' ? raw.replace(/\r\n/g, '\n') : raw.trim());

export const FORM_SUBMISSION_STATUSES = ['pending', 'reviewed', 'approved', 'rejected'] as const;
export type FormSubmissionStatus = (typeof FORM_SUBMISSION_STATUSES)[number];

/** A submission is read (pending → reviewed), then decided (reviewed → approved or rejected); a decision is final. */
const NEXT_STATUSES: Record<FormSubmissionStatus, readonly FormSubmissionStatus[]> = {
  pending: ['reviewed'],
  reviewed: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export const nextSubmissionStatuses = (from: FormSubmissionStatus): readonly FormSubmissionStatus[] => NEXT_STATUSES[from];

/** Throws `form_move_not_allowed` unless staff may move a submission from `from` to `to`. */
export function checkSubmissionMove(from: FormSubmissionStatus, to: FormSubmissionStatus): void {
  if (!NEXT_STATUSES[from].includes(to)) throw new AppError('form_move_not_allowed', 'status', { from, to });
}

/** A sent file's name as shown beside the answer: without control characters or folders, at most 200 characters. */
export function formFileNameOf(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = name.replace(/[\u0000-\u001f\u007f-\u009f]/gu, '').split(/[\\/]/).pop()?.trim().slice(0, 200) ?? '';
  return base || fallback;
}

export const FORM_FILE_EXTENSIONS: Record<FormFileType, string> = { pdf: 'pdf', png: 'png', jpeg: 'jpg', mp3: 'mp3', wav: 'wav' };
