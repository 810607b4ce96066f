import { checkFormDefinition, nextFormFieldKey, type FieldError, type FormDefinition, type FormField } from '@slipcase/domain';
import type { Prisma } from '@slipcase/db';
import type { ServiceDeps } from '../deps';

/** A form as its pages use it: the definition with its id and whether users may fill it in. */
export interface StoredForm extends FormDefinition {
  id: string;
  active: boolean;
  updatedAt: Date;
}

type FormRow = { id: string; name: string; description: string; fields: Prisma.JsonValue; active: boolean; updatedAt: Date };

/** The stored JSON as the domain's fields (written only by saveForm, after checkFormDefinition). */
const storedForm = (row: FormRow): StoredForm => ({ ...row, fields: row.fields as unknown as FormField[] });

/** A field the editor sends: a new one has no key yet. */
export type EditedFormField = Omit<FormField, 'key'> & { key: string | null };

export type SaveFormOutcome = { ok: true; id: string } | { ok: false; kind: 'invalid'; errors: FieldError[] } | { ok: false; kind: 'not_found' };

/**
 * Creates (`formId` null) or edits a form. New fields get the next key after every key the form has had, so an answer
 * already given never moves to another field; a key the form never had is refused.
 */
export async function saveForm(
  deps: Pick<ServiceDeps, 'prisma'>,
  input: { formId: string | null; name: string; description: string; fields: readonly EditedFormField[]; active: boolean },
): Promise<SaveFormOutcome> {
  const existing = input.formId ? await deps.prisma.form.findUnique({ where: { id: input.formId } }) : null;
  if (input.formId && !existing) return { ok: false, kind: 'not_found' };
  const known = existing ? (existing.fields as unknown as FormField[]).map((field) => field.key) : [];
  const given: string[] = [...known];
  const fields = input.fields.map((field): FormField => {
    // A key from the page that this form never had is a forged one: it gets a new key like a new field.
    const key = field.key && known.includes(field.key) ? field.key : nextFormFieldKey(given);
    given.push(key);
    const texty = field.kind !== 'select' && field.kind !== 'file';
    return {
      ...field,
      key,
      label: field.label.trim(),
      pattern: texty && field.pattern?.trim() ? field.pattern.trim() : null,
      minLength: texty ? field.minLength : null,
      maxLength: texty ? field.maxLength : null,
      options: field.kind === 'select' ? field.options.map((option) => option.trim()) : [],
    };
  });
  const definition: FormDefinition = { name: input.name.trim(), description: input.description.trim(), fields };
  const errors = checkFormDefinition(definition);
  if (errors.length > 0) return { ok: false, kind: 'invalid', errors };
  const data = { ...definition, fields: fields as unknown as Prisma.InputJsonValue, active: input.active };
  const saved = existing ? await deps.prisma.form.update({ where: { id: existing.id }, data }) : await deps.prisma.form.create({ data });
  return { ok: true, id: saved.id };
}

/** Every form for the staff's list, with how many submissions wait for them; the newest edited first. */
export async function staffForms(deps: Pick<ServiceDeps, 'prisma'>) {
  const [forms, pending] = await Promise.all([
    deps.prisma.form.findMany({ orderBy: { updatedAt: 'desc' } }),
    deps.prisma.formSubmission.groupBy({ by: ['formId'], where: { status: { in: ['pending', 'reviewed'] } }, _count: true }),
  ]);
  const waiting = new Map(pending.map((row) => [row.formId, row._count]));
  return forms.map((form) => ({ ...storedForm(form), waiting: waiting.get(form.id) ?? 0 }));
}

/** One form, open or not, for the staff's editor. */
export async function staffForm(deps: Pick<ServiceDeps, 'prisma'>, id: string): Promise<StoredForm | null> {
  const form = await deps.prisma.form.findUnique({ where: { id } });
  return form ? storedForm(form) : null;
}

/** A form users may fill in: null when there is none or it is closed. */
export async function openForm(deps: Pick<ServiceDeps, 'prisma'>, id: string): Promise<StoredForm | null> {
  const form = await deps.prisma.form.findFirst({ where: { id, active: true } });
  return form ? storedForm(form) : null;
}
