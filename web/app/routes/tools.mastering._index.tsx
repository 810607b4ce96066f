import { useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { listMasteringJobs } from '@slipcase/services/mastering/index';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConformForm } from '../components/conform-form';
import { EmptyState } from '../components/empty-state';
import { FormField } from '../components/form-field';
import { InputField } from '../components/input-field';
import { MasteringStatusBadge } from '../components/mastering/mastering-status';
import { PresetChoice } from '../components/mastering/preset-choice';
import { Button } from '../components/ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../components/ui/stacked-table';
import { TableHead, TableRow } from '../components/ui/table';
import { formatDate } from '../lib/format';
import { masteringFormSchema } from '../lib/mastering-schema';
import { UPLOAD_ACCEPT } from '../lib/media-upload';
import { titleMeta } from '../lib/meta';
import { masteringJobPath } from '../lib/paths';
import { serviceDeps } from '../server/deps.server';
import { checkoutOrJobPage, receiveMasteringForm } from '../server/mastering/mastering.server';
import { requireUser } from '../server/session.server';

/** The artist's jobs, newest first, as the table shows them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const jobs = await listMasteringJobs(await serviceDeps(), { userId: user.id });
  return json({
    jobs: jobs.map(({ id, fileName, preset, status, createdAt }) => ({ id, fileName, preset, status, createdAt })),
  });
}

/** A new job from the uploaded file: to the checkout when it costs, else (a free new preset) straight to its page. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const result = await receiveMasteringForm(request, user.id);
  if (!result.ok) return json(result.reply, { status: result.status });
  const { jobId, charge } = result.requested;
  return redirect(charge === 'pay' ? await checkoutOrJobPage(user.id, jobId, new URL(request.url).origin) : masteringJobPath(jobId));
}

export const meta = titleMeta('mastering:title');

function NewMasterForm() {
  const { t } = useTranslation('mastering');
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const fileId = useId();
  const [form, fields] = useForm({
    id: 'new-master',
    lastResult,
    constraint: getZodConstraint(masteringFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: masteringFormSchema }),
    defaultValue: { preset: 'balanced' },
  });
  // The file is no field of the schema (the server reads it apart): its refusals come back in the reply alone.
  const audioErrors = lastResult?.error?.audio ?? undefined;
  return (
    <ConformForm form={form} method="post" encType="multipart/form-data" className="grid gap-6 rounded-xl border bg-card p-4 sm:p-6" aria-busy={busy}>
      <h2 className="text-lg font-semibold">{t('form.title')}</h2>
      <FormField label={t('form.file')} htmlFor={fileId} hint={t('form.fileHint')} hintId={`${fileId}-hint`} errors={audioErrors} errorId={`${fileId}-error`}>
        <input
          id={fileId}
          name="audio"
          type="file"
          required
          accept={UPLOAD_ACCEPT.audio}
          aria-describedby={`${fileId}-hint${audioErrors?.length ? ` ${fileId}-error` : ''}`}
          aria-invalid={audioErrors?.length ? true : undefined}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
        />
      </FormField>
      <PresetChoice meta={fields.preset} />
      <InputField meta={fields.loopStart} label={t('form.loopStart')} hint={t('form.loopHint')} inputMode="decimal" autoComplete="off" className="max-w-xs" />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={busy}>
          {busy ? t('form.sending') : t('form.submit')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('form.price')}</p>
      </div>
    </ConformForm>
  );
}

export default function MasteringPage() {
  const { t, i18n } = useTranslation('mastering');
  const { jobs } = useLoaderData<typeof loader>();
  const column = (name: string) => t(`jobs.columns.${name}`);
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('lead')}</p>
      </header>
      <NewMasterForm />
      <section className="space-y-3" aria-labelledby="mastering-jobs">
        <h2 id="mastering-jobs" className="text-lg font-semibold">
          {t('jobs.title')}
        </h2>
        {jobs.length === 0 ? (
          <EmptyState title={t('jobs.empty.title')} body={t('jobs.empty.body')} />
        ) : (
          <StackedTable>
            <StackedHeader>
              <TableRow>
                <TableHead>{column('file')}</TableHead>
                <TableHead>{column('preset')}</TableHead>
                <TableHead>{column('status')}</TableHead>
                <TableHead>{column('created')}</TableHead>
              </TableRow>
            </StackedHeader>
            <StackedBody>
              {jobs.map((job) => (
                <StackedRow key={job.id}>
                  <StackedCell label={column('file')} wide>
                    <Link to={masteringJobPath(job.id)} className="font-medium break-all underline-offset-4 hover:underline">
                      {job.fileName}
                    </Link>
                  </StackedCell>
                  <StackedCell label={column('preset')}>{t(`preset.${job.preset}.name`, { defaultValue: job.preset })}</StackedCell>
                  <StackedCell label={column('status')}>
                    <MasteringStatusBadge status={job.status} />
                  </StackedCell>
                  <StackedCell label={column('created')}>{formatDate(i18n.language, job.createdAt)}</StackedCell>
                </StackedRow>
              ))}
            </StackedBody>
          </StackedTable>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
