import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { getPrisma } from '@slipcase/db';
import { isAppError } from '@slipcase/domain';
import { approveRelease } from '@slipcase/workflows/client';
import { listReleasesForReview } from '@slipcase/workflows/services/index';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { FormErrors } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { encodeError } from '../lib/error-messages';
import { formatDate, formatDateTime } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { requireOperator } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  return json({ releases: await listReleasesForReview(getPrisma()) });
}

export async function action({ request }: ActionFunctionArgs) {
  const operator = await requireOperator(request);
  const releaseId = String((await request.formData()).get('releaseId') ?? '');
  try {
    await approveRelease({ releaseId, operatorId: operator.id, via: 'web' });
    const approved = await getPrisma().release.findUnique({ where: { id: releaseId }, select: { title: true } });
    return json({ releaseId, approved: approved?.title ?? releaseId, error: null });
  } catch (error) {
    if (!isAppError(error)) console.error(error);
    const code = isAppError(error) ? encodeError(error) : 'server_error';
    return json({ releaseId, approved: null, error: code }, { status: isAppError(error) ? 409 : 500 });
  }
}

export const meta = titleMeta('pages.reviews');

export default function ReviewQueuePage() {
  const { t, i18n } = useTranslation();
  const { releases } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const approving = navigation.state === 'submitting' ? navigation.formData?.get('releaseId') : null;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('reviews.heading')}</h1>
        <p className="text-muted-foreground">{t('reviews.lead')}</p>
      </div>
      {result?.approved ? (
        <Alert variant="success" role="status">
          {t('reviews.approved', { title: result.approved })}
        </Alert>
      ) : null}
      {result?.error ? <FormErrors errors={[result.error]} /> : null}
      {releases.length === 0 ? (
        <EmptyState title={t('reviews.empty.title')} body={t('reviews.empty.body')} />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('reviews.columns.title')}</TableHead>
              <TableHead>{t('reviews.columns.artist')}</TableHead>
              <TableHead>{t('reviews.columns.owner')}</TableHead>
              <TableHead>{t('reviews.columns.releaseDate')}</TableHead>
              <TableHead>{t('reviews.columns.submitted')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('reviews.columns.actions')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {releases.map((release) => (
              <TableRow key={release.id}>
                <TableCell className="font-medium">
                  <Link
                    id={`review-title-${release.id}`}
                    to={`/distributions/${release.id}`}
                    className="underline-offset-4 hover:underline"
                  >
                    {release.title}
                  </Link>
                </TableCell>
                <TableCell>{release.artist.name}</TableCell>
                <TableCell>{release.owner.username}</TableCell>
                <TableCell>{formatDate(i18n.language, release.releaseDate)}</TableCell>
                <TableCell>
                  {release.submittedAt ? (
                    <time dateTime={release.submittedAt}>{formatDateTime(i18n.language, release.submittedAt)}</time>
                  ) : null}
                </TableCell>
                <TableCell className="text-right">
                  <Form method="post">
                    <input type="hidden" name="releaseId" value={release.id} />
                    <Button
                      type="submit"
                      size="sm"
                      disabled={approving === release.id}
                      aria-describedby={`review-title-${release.id}`}
                    >
                      {approving === release.id ? t('release.approving') : t('release.approve')}
                    </Button>
                  </Form>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
