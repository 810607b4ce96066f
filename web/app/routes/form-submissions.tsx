import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useSearchParams } from '@remix-run/react';
import { userSubmission, userSubmissions } from '@slipcase/services/forms/form-submissions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { SubmissionDialog } from '../components/forms/submission-dialog';
import { SubmissionStatus } from '../components/forms/submission-status';
import { Alert } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../components/ui/stacked-table';
import { TableHead, TableRow } from '../components/ui/table';
import { formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { requireUser } from '../server/session.server';

/**
 * The user's form submissions (001 §2 `/form-submissions`), newest first, a page at a time, each opening a detail
 * dialog. `?open=<id>` (the link of the mails) or `?sent=<id>` (after sending) opens one: another account's is a 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const search = new URL(request.url).searchParams;
  const deps = await serviceDeps();
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const list = await userSubmissions(deps, { userId: user.id, page: Number.isFinite(page) ? page : 1 });
  const openId = search.get('open') ?? search.get('sent');
  const opened = openId ? await userSubmission(deps, { userId: user.id, submissionId: openId.slice(0, 64) }) : null;
  if (openId && !opened) throw new Response('Not found', { status: 404 });
  return json({ ...list, opened });
}

export const meta = titleMeta('forms:list.title');

export default function FormSubmissionsPage() {
  const { t, i18n } = useTranslation('forms');
  const { submissions, page, pages, previous, next, opened } = useLoaderData<typeof loader>();
  const sent = useSearchParams()[0].get('sent');
  // The last one opened stays shown while the dialog closes, so focus can go back to its View button.
  const [openId, setOpenId] = useState<string | null>(opened?.id ?? null);
  const [open, setOpen] = useState(opened !== null);
  const shown = submissions.find((each) => each.id === openId) ?? (opened?.id === openId ? opened : null);
  const column = (name: string) => t(`list.columns.${name}`);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
        <p className="text-muted-foreground">{t('list.intro')}</p>
      </header>
      {sent && opened ? <Alert role="status">{t('list.sent', { form: opened.formName })}</Alert> : null}
      {submissions.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle')}
          body={t('list.emptyBody')}
          action={
            <Link to="/tools?category=forms" className={buttonVariants({ variant: 'outline' })}>
              {t('list.toTools')}
            </Link>
          }
        />
      ) : (
        <StackedTable>
          <StackedHeader>
            <TableRow>
              <TableHead>{column('form')}</TableHead>
              <TableHead>{column('status')}</TableHead>
              <TableHead>{column('submitted')}</TableHead>
              <TableHead>
                <span className="sr-only">{column('details')}</span>
              </TableHead>
            </TableRow>
          </StackedHeader>
          <StackedBody>
            {submissions.map((submission) => (
              <StackedRow key={submission.id}>
                <StackedCell label={column('form')}>
                  <span className="font-medium break-words">{submission.formName}</span>
                </StackedCell>
                <StackedCell label={column('status')}>
                  <SubmissionStatus status={submission.status} />
                </StackedCell>
                <StackedCell label={column('submitted')}>{formatDate(i18n.language, submission.createdAt)}</StackedCell>
                <StackedCell label={column('details')}>
                  <Button type="button" variant="outline" size="sm" data-submission={submission.id}
                    onClick={() => {
                      setOpenId(submission.id);
                      setOpen(true);
                    }} aria-label={t('list.viewOf', { form: submission.formName })}>
                    {t('list.view')}
                  </Button>
                </StackedCell>
              </StackedRow>
            ))}
          </StackedBody>
        </StackedTable>
      )}
      {pages > 1 ? (
        <nav aria-label={t('list.paging')} className="flex items-center justify-between gap-3">
          {previous ? (
            <Link to={`/form-submissions?page=${previous}`} rel="prev" className={buttonVariants({ variant: 'outline' })}>
              ← {t('list.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">{t('list.pageOf', { page, pages })}</span>
          {next ? (
            <Link to={`/form-submissions?page=${next}`} rel="next" className={buttonVariants({ variant: 'outline' })}>
              {t('list.older')} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <SubmissionDialog submission={shown} open={open && shown !== null} onClose={() => setOpen(false)} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
