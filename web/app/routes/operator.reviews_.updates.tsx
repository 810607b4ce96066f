import { errorStatus } from '@slipcase/api-contract/http-status';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { isAppError } from '@slipcase/domain';
import { approveReleaseUpdate, pendingUpdates, rejectReleaseUpdate } from '@slipcase/services';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { FormErrors } from '../components/form-field';
import { ProposedCover } from '../components/update-cover-field';
import { UpdateDiff } from '../components/update-diff';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Input } from '../components/ui/input';
import { encodeError } from '../lib/error-messages';
import { formatDateTime } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { serviceDeps, workflowServiceDeps } from '../server/deps.server';
import { revisionPreview } from '../server/release-update.server';
import { requireOperator } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const pending = await pendingUpdates(await serviceDeps());
  return json({ updates: await Promise.all(pending.map(async (update) => ({ ...update, preview: await revisionPreview(update.id) }))) });
}

/** Posts `intent` approve or reject for `revisionId`, with an optional note. */
export async function action({ request }: ActionFunctionArgs) {
  const operator = await requireOperator(request);
  const form = await request.formData();
  const revisionId = String(form.get('revisionId') ?? '');
  const intent = form.get('intent') === 'reject' ? 'reject' : 'approve';
  const note = String(form.get('note') ?? '').slice(0, 500);
  const decide = intent === 'approve' ? approveReleaseUpdate : rejectReleaseUpdate;
  try {
    await decide(await workflowServiceDeps(), { revisionId, operatorId: operator.id, via: 'web', note });
    return json({ decided: intent, error: null });
  } catch (error) {
    if (!isAppError(error)) console.error(error);
    return json({ decided: null, error: isAppError(error) ? encodeError(error) : 'server_error' }, { status: errorStatus(error) });
  }
}

export const meta = titleMeta('updates:review.title');

export default function UpdateReviewPage() {
  const { t, i18n } = useTranslation('updates');
  const { updates } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const deciding = navigation.state === 'submitting' ? navigation.formData?.get('revisionId') : null;
  // The decided update leaves the list: its outcome is said at the top, where focus (and the screen) goes.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!result) return;
    notice.current?.focus();
    notice.current?.scrollIntoView({ block: 'nearest' });
  }, [result]);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('review.title')}</h1>
        <p className="text-muted-foreground">{t('review.lead')}</p>
        <Link to="/operator/reviews" className="text-sm underline-offset-4 hover:underline">
          {t('review.back')}
        </Link>
      </div>
      <div ref={notice} tabIndex={-1} className="outline-none">
        {result?.decided ? (
          <Alert variant="success" role="status">
            {t(`review.${result.decided}d`)}
          </Alert>
        ) : null}
        {result?.error ? <FormErrors errors={[result.error]} /> : null}
      </div>
      {updates.length === 0 ? <EmptyState title={t('review.empty')} body={t('review.emptyBody')} /> : null}
      {updates.map((update) => (
        <Card key={update.id} data-testid="pending-update">
          <CardHeader>
            <CardTitle>
              <h2>
                <Link to={`/distributions/${update.releaseId}`} className="underline-offset-4 hover:underline">
                  {update.releaseTitle}
                </Link>{' '}
                · {update.artistName}
              </h2>
            </CardTitle>
            <CardDescription>
              {t('review.proposed', { owner: update.ownerName, number: update.number, at: formatDateTime(i18n.language, update.createdAt) })}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {update.fields.includes('artwork') ? <ProposedCover releaseId={update.releaseId} revisionId={update.id} coverVersion={update.coverVersion} /> : null}
            <UpdateDiff {...update.preview} />
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="revisionId" value={update.id} />
              <label className="grid gap-1.5 text-sm">
                {t('review.note')}
                <Input name="note" className="w-72" />
              </label>
              <Button type="submit" name="intent" value="approve" disabled={deciding === update.id}>
                {t('review.approve')}
              </Button>
              <Button type="submit" name="intent" value="reject" variant="outline" disabled={deciding === update.id}>
                {t('review.reject')}
              </Button>
            </Form>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
