import { useField, type FieldMetadata } from '@conform-to/react';

/**
 * The field's metadata, subscribed to by the component that renders it. Metadata handed down from the parent's useForm
 * tracks only what the parent itself reads: errors found in the browser before posting would never show in a child
 * (see docs/decisions/015-form-fields-subscribe-themselves.md). Needs the form's <FormProvider>.
 */
export function useOwnField<Value>(passed: FieldMetadata<Value, Record<string, unknown>, string[]>) {
  const [field] = useField<Value, Record<string, unknown>, string[]>(passed.name, { formId: passed.formId });
  return field;
}
