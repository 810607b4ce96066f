import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { FORM_LIMITS, FORM_SUBMISSION_STATUSES, nextSubmissionStatuses } from '@slipcase/domain';
import { staffSubmissions } from '@slipcase/services/forms/form-submissions';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { AnswersList } from '../components/forms/answers-list';
import { SubmissionStatus } from '../components/forms/submission-status';
import { FormErrors } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { Textarea } from '../components/ui/textarea';
import { queueStatusOf } from '../lib/form-editor-schema';
import { formatDateTime } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { cn } from '../lib/utils';
import { serviceDeps } from '../server/deps.server';
import { receiveMove } from '../server/forms.server';
import { requireOperator } from '../server/session.server';

/** The staff's queue of form submissions, one status at a time (`?status=`, pending first), the oldest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const status = queueStatusOf(new URL(request.url).searchParams);
  return json({ status, ...(await staffSubmissions(await serviceDeps(), { status })) });
}

/** Moves one submission to its next status; the submitter is mailed. */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireOperator(request);
  const status = queueStatusOf(new URL(request.url).searchParams);
  const result = await receiveMove(request, staff.id);
  if (!result.ok) return json(result, { status: result.status });
  return redirect(`/operator/form-submissions?status=${status}&moved=1`);
}

export const meta = titleMeta('forms:queue.title');

export default function FormQueuePage() {
  const { t, i18n } = useTranslation('forms');
  const { status, submissions, counts } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const moved = useSearchParams()[0].get('moved') === '1';
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link to="/operator/forms" className="text-sm underline-offset-4 hover:underline">
          ← {t('staff.title')}
        </Link>
        <h1 className="text-2xl font-semibold">{t('queue.title')}</h1>
        <p className="text-muted-foreground">{t('queue.intro')}</p>
      </div>
      <nav aria-label={t('queue.statuses')} className="flex flex-wrap gap-2">
        {FORM_SUBMISSION_STATUSES.map((each) => (
          <Link
            key={each}
            to={`/operator/form-submissions?status=${each}`}
            aria-current={each === status ? 'page' : undefined}
            className={cn('rounded-full border px-3 py-1 text-sm', each === status ? 'bg-primary text-primary-foreground' : 'hover:bg-muted')}
          >
            {t(`status.${each}`)} ({counts[each] ?? 0})
          </Link>
        ))}
      </nav>
      {moved && !refused ? <Alert role="status">{t('queue.moved')}</Alert> : null}
      {submissions.length === 0 ? (
        <EmptyState title={t('queue.emptyTitle', { status: t(`status.${status}`) })} body={t('queue.emptyBody')} />
      ) : (
        <ul className="grid gap-4">
          {submissions.map((submission) => {
            const next = nextSubmissionStatuses(submission.status);
            const noteId = `note-${submission.id}`;
            return (
              <li key={submission.id} className="grid gap-4 rounded-xl border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 space-y-1">
                    <h2 className="font-medium break-words">{submission.formName}</h2>
                    <p className="text-sm break-words text-muted-foreground">
                      {t('queue.by', { name: submission.user.name || submission.user.username, email: submission.user.email, date: formatDateTime(i18n.language, submission.createdAt) })}
                    </p>
                  </div>
                  <SubmissionStatus status={submission.status} />
                </div>
                <AnswersList submissionId={submission.id} answers={submission.answers} />
                {submission.note ? <p className="text-sm break-words whitespace-pre-wrap">{t('queue.lastNote', { note: submission.note })}</p> : null}
                {next.length > 0 ? (
                  <Form method="post" className="grid gap-3" aria-label={t('queue.decide', { form: submission.formName })}>
                    <input type="hidden" name="submissionId" value={submission.id} />
                    {refused && !refused.ok && refused.submissionId === submission.id ? <FormErrors errors={[refused.error]} /> : null}
                    <div className="grid gap-2">
                      <Label htmlFor={noteId}>{t('queue.note')}</Label>
                      <Textarea id={noteId} name="note" rows={2} maxLength={FORM_LIMITS.note} aria-describedby={`${noteId}-hint`} />
                      <p id={`${noteId}-hint`} className="text-xs text-muted-foreground">
                        {t('queue.noteHint')}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {next.map((to) => (
                        <Button key={to} type="submit" name="to" value={to} disabled={busy} variant={to === 'rejected' ? 'outline' : 'default'}>
                          {t(`queue.moveTo.${to}`)}
                        </Button>
                      ))}
                    </div>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
