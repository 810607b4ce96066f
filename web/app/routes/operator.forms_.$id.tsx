import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { formFieldOf } from '@slipcase/domain';
import { staffForm } from '@slipcase/services/forms/form-definitions';
import { useTranslation } from 'react-i18next';
import { FormEditor, type FormEditorDefaults } from '../components/forms/form-editor';
import { Alert } from '../components/ui/alert';
import { editorRowOf } from '../lib/form-editor-schema';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { receiveFormEditor } from '../server/forms.server';
import { requireOperator } from '../server/session.server';

const NEW = 'new';

/** A form in the staff's editor (`/operator/forms/new` for a new one); an unknown id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOperator(request);
  if (params.id === NEW) {
    const defaults: FormEditorDefaults = { name: '', description: '', active: false, fields: [editorRowOf(formFieldOf('text', ''))] };
    return json({ id: null, defaults });
  }
  const form = await staffForm(await serviceDeps(), params.id ?? '');
  if (!form) throw new Response('Not found', { status: 404 });
  const defaults: FormEditorDefaults = { name: form.name, description: form.description, active: form.active, fields: form.fields.map(editorRowOf) };
  return json({ id: form.id, defaults });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireOperator(request);
  const result = await receiveFormEditor(request, params.id === NEW ? null : (params.id ?? null));
  if (!result.ok) return json({ reply: result.reply }, { status: result.status });
  return redirect(`/operator/forms/${result.id}?saved=1`);
}

export const meta = titleMeta('forms:editor.pageTitle');

export default function StaffFormPage() {
  const { t } = useTranslation('forms');
  const { id, defaults } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saved = useSearchParams()[0].get('saved') === '1';
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/operator/forms" className="text-sm underline-offset-4 hover:underline">
        ← {t('staff.back')}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{id ? t('editor.editTitle') : t('editor.newTitle')}</h1>
        {id && defaults.active ? (
          <Link to={`/forms/${id}`} className="text-sm underline underline-offset-4">
            {t('editor.view')}
          </Link>
        ) : null}
      </div>
      {saved && !result ? <Alert role="status">{t('editor.saved', { address: `/forms/${id}` })}</Alert> : null}
      <FormEditor key={JSON.stringify(defaults)} defaults={defaults} lastResult={result?.reply} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
