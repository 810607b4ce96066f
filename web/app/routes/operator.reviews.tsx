import { errorStatus } from '@slipcase/api-contract/http-status';
import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { isAppError } from '@slipcase/domain';
import { approveRelease, pendingUpdates } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '../components/empty-state';
import { FormErrors } from '../components/form-field';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { serviceDeps, workflowServiceDeps } from '../server/deps.server';
import { encodeError } from '../lib/error-messages';
import { errorMessage } from '../lib/error-messages';
import { formatDate, formatDateTime, formatDuration } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { listReviewQueue, type CoverCheck, type TrackCheck } from '../server/review-queue.server';
import { titleOf } from '../server/releases.server';
import { readFormValue } from '../server/read-form.server';
import { requireOperator } from '../server/session.server';
import { primaryStore } from '../server/stores.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const { requirements } = await primaryStore();
  const updates = (await pendingUpdates(await serviceDeps())).length;
  return json({ releases: await listReviewQueue(requirements), storeAudio: requirements.audio, updates });
}

/** A queued release's approve button. */
const approveSchema = z.object({ releaseId: recordIdSchema });

export async function action({ request }: ActionFunctionArgs) {
  const operator = await requireOperator(request);
  const { releaseId } = await readFormValue(request, approveSchema);
  try {
    await approveRelease(await workflowServiceDeps(), { releaseId, operatorId: operator.id, via: 'web' });
    return json({ releaseId, approved: (await titleOf(releaseId)) ?? releaseId, error: null });
  } catch (error) {
    if (!isAppError(error)) console.error(error);
    const code = isAppError(error) ? encodeError(error) : 'server_error';
    return json({ releaseId, approved: null, error: code }, { status: errorStatus(error) });
  }
}

export const meta = titleMeta('pages.reviews');

export default function ReviewQueuePage() {
  const { t, i18n } = useTranslation();
  const { releases, storeAudio, updates } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const approving = navigation.state === 'submitting' ? navigation.formData?.get('releaseId') : null;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('reviews.heading')}</h1>
        <p className="text-muted-foreground">{t('reviews.lead')}</p>
        <Link to="/operator/reviews/updates" className="text-sm underline-offset-4 hover:underline" data-testid="updates-link">
          {t('updates:review.link', { count: updates })}
        </Link>
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
              <TableHead>{t('reviews.columns.checks')}</TableHead>
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
                <TableCell className="align-top">
                  <div className="flex flex-col items-start gap-1">
                    {release.submittedAt ? (
                      <time dateTime={release.submittedAt}>{formatDateTime(i18n.language, release.submittedAt)}</time>
                    ) : null}
                    {release.overdue ? (
                      <Badge variant="destructive" title={t('reviews.overdueHint')} data-testid="overdue">
                        {t('reviews.overdue')}
                        <span className="sr-only">: {t('reviews.overdueHint')}</span>
                      </Badge>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell className="align-top">
                  <MediaChecks tracks={release.tracks} cover={release.cover} storeAudio={storeAudio} />
                </TableCell>
                <TableCell className="space-y-2 text-right align-top">
                  <a
                    href={`/operator/reviews/${release.id}/feed.xml`}
                    target="_blank"
                    rel="noreferrer"
                    title={t('reviews.previewFeedHint')}
                    aria-describedby={`review-title-${release.id}`}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    {t('reviews.previewFeed')}
                  </a>
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

const ok = (problem: string | null, extra = true) => problem === null && extra;

/** Each track's length, format and resolution, and the cover's size, with the first broken rule in words. */
function MediaChecks({
  tracks,
  cover,
  storeAudio,
}: {
  tracks: readonly TrackCheck[];
  cover: CoverCheck;
  storeAudio: { sampleRate: number; bitDepth: number };
}) {
  const { t, i18n } = useTranslation();
  const kHz = (hz: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(hz / 1000);
  return (
    <ul className="min-w-56 space-y-1.5 text-xs whitespace-normal" data-testid="media-checks">
      {tracks.map((track) => {
        const facts = [
          formatDuration(track.durationMs),
          track.format.toUpperCase(),
          track.sampleRate ? t('reviews.checks.sampleRate', { rate: kHz(track.sampleRate) }) : null,
          track.bitsPerSample ? t('reviews.checks.bitDepth', { bits: track.bitsPerSample }) : null,
        ].filter(Boolean);
        const passes = ok(track.problem, track.meetsStoreQuality);
        return (
          <li key={track.number} data-check="track" data-ok={passes}>
            <CheckMark ok={passes} />
            <span className="font-medium">{t('reviews.checks.track', { number: track.number })}</span>: {facts.join(' · ')}
            {track.problem ? <span className="block text-destructive">{errorMessage(t, track.problem)}</span> : null}
            {!track.meetsStoreQuality ? (
              <span className="block text-warning">
                {t('reviews.checks.belowStore', { rate: kHz(storeAudio.sampleRate), bits: storeAudio.bitDepth })}
              </span>
            ) : null}
          </li>
        );
      })}
      <li data-check="cover" data-ok={ok(cover.problem)}>
        <CheckMark ok={ok(cover.problem)} />
        <span className="font-medium">{t('reviews.checks.cover')}</span>
        {cover.width && cover.height ? (
          <>
            : {t('reviews.checks.pixels', { width: cover.width, height: cover.height })}
            {cover.format ? ` · ${cover.format.toUpperCase()}` : null}
          </>
        ) : null}
        {cover.problem ? <span className="block text-destructive">{errorMessage(t, cover.problem)}</span> : null}
      </li>
    </ul>
  );
}

function CheckMark({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={ok ? 'mr-1 text-success' : 'mr-1 text-destructive'} title={ok ? t('reviews.checks.passes') : undefined}>
      <span aria-hidden>{ok ? '✓' : '✗'}</span>
      {ok ? <span className="sr-only">{t('reviews.checks.passes')}: </span> : null}
    </span>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
