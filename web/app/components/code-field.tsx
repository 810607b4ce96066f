import { getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { codeSchema } from '../lib/auth-schemas';
import { cn } from '../lib/utils';
import { FormField } from './form-field';
import { useOwnField } from './own-field';
import { Input } from './ui/input';

/** A form that asks for a 6-digit code from an authenticator app (codeSchema), checked on submit, then as it is typed. */
export function useCodeForm(id: string, lastResult: SubmissionResult<string[]> | null | undefined) {
  return useForm({
    id,
    lastResult,
    constraint: getZodConstraint(codeSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: codeSchema }),
  });
}

type CodeFieldMetadata = ReturnType<typeof useCodeForm>[1]['code'];

/** That form's code (the form in its <FormProvider>): digits in a fixed-width font, the phone's number pad and one-time-code autofill, focused at once. */
export function CodeField({ label, field: passed, pattern, className }: { label: string; field: CodeFieldMetadata; pattern?: string; className?: string }) {
  const field = useOwnField(passed);
  return (
    <FormField label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
      <Input
        {...getInputProps(field, { type: 'text' })}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={pattern}
        maxLength={6}
        className={cn(className, 'font-mono tracking-[0.3em]')}
        autoFocus
      />
    </FormField>
  );
}
