import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { openForm } from '@slipcase/services/forms/form-definitions';
import { useTranslation } from 'react-i18next';
import { FormFiller } from '../components/forms/form-filler';
import { errorTitle, titleWith } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { receiveFormSubmission } from '../server/forms.server';
import { requireUser } from '../server/session.server';

/** An open form to fill in (001 §2 `/forms/{id}`), for signed-in users; a closed or unknown form is a 404. */
async function formOf(id: string | undefined) {
  const form = await openForm(await serviceDeps(), id ?? '');
  if (!form) throw new Response('Not found', { status: 404 });
  return form;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request);
  const { id, name, description, fields } = await formOf(params.id);
  return json({ form: { id, name, description, fields } });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await receiveFormSubmission(request, await formOf(params.id), user.id);
  if (!result.ok) return json({ reply: result.reply }, { status: result.status });
  return redirect(`/form-submissions?sent=${encodeURIComponent(result.id)}`);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => (error ? errorTitle(matches, error) : titleWith(data?.form.name));

export default function FormPage() {
  const { t } = useTranslation('forms');
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold break-words">{form.name}</h1>
        {form.description ? <p className="whitespace-pre-line text-muted-foreground">{form.description}</p> : null}
        <p className="text-sm text-muted-foreground">
          {t('fill.afterwards')}{' '}
          <Link to="/form-submissions" className="underline underline-offset-4">
            {t('fill.yourSubmissions')}
          </Link>
        </p>
      </header>
      <FormFiller fields={form.fields} lastResult={result?.reply} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
