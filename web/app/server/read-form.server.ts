import { parseWithZod } from '@conform-to/zod/v4';
import { json } from '@remix-run/node';
import { z } from 'zod';

// Every page action reads its form here, through the form's zod schema (conform's parse, the one the page's
// `useForm` runs too), never field by field: a field the page cannot have sent is a 400, never a 500 or a guess.

type FormSource = Request | FormData;

/** The 400 a form the page cannot have sent gets; the page's error boundary says "invalid input" in its language. */
export function invalidForm(): Response {
  return json('invalid_input', { status: 400 });
}

/** The request's form; a body that is no form (a JSON post, a cut multipart) is a 400, not the parser's 500. */
export async function formOf(source: FormSource): Promise<FormData> {
  if (source instanceof FormData) return source;
  try {
    return await source.formData();
  } catch {
    throw invalidForm();
  }
}

/** The form as `schema` reads it, as conform's submission: a refusal answers each field's error and keeps the values. */
export async function readForm<Schema extends z.ZodType>(source: FormSource, schema: Schema) {
  return parseWithZod(await formOf(source), { schema });
}

/**
 * The value of a form the page sends whole (a button, hidden fields, an intent): one that does not fit `schema` is
 * thrown as the 400 `invalidForm`, for there is no field to show the error beside.
 */
export async function readFormValue<Schema extends z.ZodType>(source: FormSource, schema: Schema): Promise<z.output<Schema>> {
  const submission = await readForm(source, schema);
  if (submission.status !== 'success') throw invalidForm();
  return submission.value;
}

/** Which of `intents` the form's `intent` names; none (a form without the field) is `fallback`, another a 400. */
export async function readIntent<const Intent extends string>(
  source: FormSource,
  intents: readonly Intent[],
  fallback?: NoInfer<Intent>,
): Promise<Intent> {
  const intent = fallback === undefined ? z.enum(intents) : z.enum(intents).default(fallback);
  return (await readFormValue(source, z.object({ intent }))).intent;
}
