import { FormProvider, getFormProps, type FormMetadata } from '@conform-to/react';
import { Form, type FormProps } from '@remix-run/react';

/**
 * A Remix form run by conform: its props from `form`, inside the provider the field components subscribe through
 * (docs/decisions/015). `as` takes a fetcher's Form for forms that post without navigating.
 */
export function ConformForm<Schema extends Record<string, unknown>>({
  form,
  as: FormComponent = Form,
  ...props
}: { form: FormMetadata<Schema, string[]>; as?: typeof Form } & Omit<FormProps, 'id' | 'onSubmit' | 'noValidate'>) {
  return (
    <FormProvider context={form.context}>
      <FormComponent {...props} {...getFormProps(form)} />
    </FormProvider>
  );
}
