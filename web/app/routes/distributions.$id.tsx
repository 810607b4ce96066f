import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import {
  isReleaseUpdatable,
  isStaff,
  offeredActions,
  shownReleaseStatus,
  storeStandings,
  storesToUpdate,
  takedownCandidates,
  type ReleaseStatus,
} from '@slipcase/domain';
import type { ReleaseView } from '@slipcase/services';
import { useTranslation } from 'react-i18next';
import { DeliveryTimeline } from '../components/delivery-timeline';
import { FormErrors } from '../components/form-field';
import { IntentButton } from '../components/intent-button';
import { PendingTakedown } from '../components/pending-takedown';
import { RejectDialog } from '../components/reject-dialog';
import { RejectionNotice } from '../components/rejection-notice';
import { ReleaseTimeline } from '../components/release-timeline';
import { StatusBadge } from '../components/status-badge';
import { StoreStatusList } from '../components/store-status-list';
import { TakedownDialog } from '../components/takedown-dialog';
import { WaitingUpdate } from '../components/waiting-update';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { formatDate, formatDuration } from '../lib/format';
import { releaseUpdatePath } from '../lib/paths';
import { useKeptWarnings } from '../lib/use-kept-warnings';
import { errorTitle, titleWith } from '../lib/meta';
import { waitingUpdate } from '../server/release-update.server';
import { storeSummaries } from '../lib/store-summaries';
import { decorateTimeline, withStoreNames } from '../lib/timeline';
import { performReleaseIntent, releaseIntentSchema } from '../server/release-actions.server';
import { loadVisibleRelease } from '../server/releases.server';
import { storeNames } from '../server/stores.server';
import { supportEmail } from '../server/support.server';
import { readFormValue } from '../server/read-form.server';
import { usePolling } from '../lib/use-polling';

/** Statuses the workflow moves on from by itself (or an operator does): the page follows them live. */
// Not 'approved': it waits for its release date, weeks maybe.
const MOVING_STATUSES: ReadonlySet<ReleaseStatus> = new Set(['submitted', 'in_review', 'in_process', 'reopened']);
const POLL_INTERVAL_MS = 2_000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, release } = await loadVisibleRelease(request, params.id);
  const isOwner = release.owner.id === user.id;
  const { status } = release;
  const { rejections, takedowns } = release;
  // The view computes the wait for the owner, in the owner's time zone.
  const wait = isOwner && status === 'published' ? release.takedownWait : null;
  const openTakedown = takedowns.findLast((request) => request.status === 'requested' || request.status === 'processing');
  const names = release.deliveries.length > 0 ? await storeNames() : {};
  const staff = isStaff(user.role);
  const named = (store: string) => ({ store, storeName: names[store] ?? store });
  const actions = offeredActions(status, { isOwner, isStaff: staff });
  return json({
    release: {
      ...release,
      timeline: withStoreNames(decorateTimeline(release.timeline, rejections, takedowns), names),
      // Batches, server paths and steps are for staff; everybody sees each store in plain words (`stores`).
      deliveries: staff ? release.deliveries.map((delivery) => ({ ...delivery, storeName: names[delivery.store] ?? delivery.store })) : [],
    },
    stores: storeSummaries(release.deliveries, status, names),
    // Read per store: a takedown of some stores leaves the release published in the others, and updatable there.
    badgeStatus: shownReleaseStatus(status, storeStandings(release.deliveries), openTakedown?.stores ?? []),
    showDeliveryDetails: staff,
    takedownStores: takedownCandidates(release.stores).map(named),
    takedownStoreNames: (openTakedown?.stores ?? []).map((store) => named(store).storeName),
    rejection: status === 'rejected' ? (rejections.at(-1) ?? null) : null,
    takedown: status === 'takedown_requested' ? (openTakedown ?? null) : null,
    // A takedown just requested: its workflow moves the release to takedown_requested in a moment.
    takedownStarting: status === 'published' && openTakedown !== undefined,
    // Approved and its release date has come: its workflow publishes it in a moment.
    goingLive: status === 'approved' && new Date(release.releaseDate).getTime() <= Date.now(),
    takedownWait: wait,
    supportEmail: isOwner && status === 'published' ? supportEmail() : null,
    canSubmit: actions.includes('submit'),
    canApprove: actions.includes('approve'),
    canReject: actions.includes('reject'),
    canReopen: actions.includes('reopen'),
    canRequestTakedown: actions.includes('request_takedown') && !wait,
    canCancelTakedown: actions.includes('cancel_takedown') && openTakedown?.status === 'requested',
    canUpdate: isOwner && isReleaseUpdatable(status, storesToUpdate(release.deliveries)),
    // The owner's update on its way, said here rather than only when the next one is refused.
    waitingUpdate: isOwner ? await waitingUpdate(release.id) : null,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, release } = await loadVisibleRelease(request, params.id);
  const { result, status } = await performReleaseIntent(user, release.id, await readFormValue(request, releaseIntentSchema));
  return json(result, { status });
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => (error ? errorTitle(matches, error) : titleWith(data?.release.title));

export default function ReleasePage() {
  const { t, i18n } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { release, rejection, takedown, takedownWait } = data;
  const result = useActionData<typeof action>();
  const warnings = useKeptWarnings(result?.warnings);
  // Just submitted or reopened: the workflow may not have moved the release yet, so keep watching it too.
  // Submitted here, or by the wizard's review step (?submitted=1): the workflow moves it on in a moment.
  const [searchParams] = useSearchParams();
  const submitted = (result?.ok === true && result.intent === 'submit') || searchParams.get('submitted') === '1';
  const justSubmitted = submitted && release.status === 'draft';
  const justReopened = result?.ok === true && result.intent === 'reopen' && release.status === 'rejected';
  // A takedown's deliveries too, while the release waits in takedown_requested.
  const delivering = data.stores.some((store) => store.state === 'delivering');
  const live = MOVING_STATUSES.has(release.status) || delivering || justSubmitted || justReopened || data.takedownStarting || data.goingLive;
  usePolling(live, POLL_INTERVAL_MS);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-6 sm:flex-row">
        <Cover release={release} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="space-y-2">
            <StatusBadge status={data.badgeStatus} data-testid="release-status" />
            <h1 className="text-3xl font-semibold tracking-tight break-words">{release.title}</h1>
            <p className="text-lg text-muted-foreground">{release.artist.name}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('release.upc')}</dt>
            <dd className="font-mono">{release.upc}</dd>
            <dt className="text-muted-foreground">{t('release.releaseDate')}</dt>
            <dd>{formatDate(i18n.language, release.releaseDate)}</dd>
            <dt className="text-muted-foreground">{t('release.owner')}</dt>
            <dd>{release.owner.username}</dd>
          </dl>
          <div className="flex flex-wrap items-center gap-3">
            {data.canSubmit ? (
              <Link to={`/distributions/${release.id}/edit`} className={buttonVariants({ variant: 'outline' })}>
                {t('wizard:continueEditing')}
              </Link>
            ) : null}
            {data.canSubmit ? (
              <IntentButton intent="submit" pendingLabel={t('release.submitting')} disabled={justSubmitted}>
                {justSubmitted ? t('release.submitting') : t('release.submit')}
              </IntentButton>
            ) : null}
            {data.canApprove ? (
              <IntentButton intent="approve" pendingLabel={t('release.approving')}>
                {t('release.approve')}
              </IntentButton>
            ) : null}
            {data.canReject ? <RejectDialog /> : null}
            {data.canUpdate ? (
              <Link to={releaseUpdatePath(release.id)} className={buttonVariants({ variant: 'outline' })}>
                {t('updates:updateRelease')}
              </Link>
            ) : null}
            {data.canRequestTakedown && data.supportEmail && !data.takedownStarting ? (
              <TakedownDialog release={release} supportEmail={data.supportEmail} stores={data.takedownStores} />
            ) : null}
            {live ? (
              <p className="text-sm text-muted-foreground" role="status">
                {t('release.live')}
              </p>
            ) : null}
          </div>
          {takedownWait ? (
            <div className="space-y-1 rounded-lg border bg-muted/40 p-3 text-sm" data-testid="takedown-countdown">
              <p className="font-medium">
                {t('takedown.countdown', { date: formatDate(i18n.language, takedownWait.allowedFrom), count: takedownWait.days })}
              </p>
              <p className="text-muted-foreground">{t('takedown.countdownHint')}</p>
            </div>
          ) : null}
          {data.waitingUpdate ? <WaitingUpdate waiting={data.waitingUpdate} /> : null}
          {result?.error ? <FormErrors errors={[result.error]} /> : null}
          <FormErrors errors={warnings} variant="default" />
        </div>
      </div>

      {rejection ? <RejectionNotice releaseId={release.id} rejection={rejection} canReopen={data.canReopen} /> : null}
      {takedown ? <PendingTakedown takedown={takedown} storeNames={data.takedownStoreNames} canCancel={data.canCancelTakedown} /> : null}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t('release.tracks')}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">#</TableHead>
                <TableHead>{t('release.trackTitle')}</TableHead>
                <TableHead>{t('release.isrc')}</TableHead>
                <TableHead>{t('release.duration')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {release.tracks.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{item.number}</TableCell>
                  <TableCell className="font-medium">
                    {item.title}
                    {item.explicit ? (
                      <span className="ml-2 rounded border px-1 text-[10px] font-semibold uppercase" title={t('release.explicit')}>
                        {t('release.explicitShort')}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{item.isrc}</TableCell>
                  <TableCell>{formatDuration(item.durationMs)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('release.timeline')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ReleaseTimeline entries={release.timeline} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('release.deliveries')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <StoreStatusList
              stores={data.stores}
              liveOn={release.status === 'approved' ? release.releaseDate : undefined}
              leaving={takedown?.status === 'requested' ? { stores: takedown.stores, at: takedown.processAt } : undefined}
            />
          </CardContent>
        </Card>
      </div>
      {data.showDeliveryDetails && release.deliveries.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('delivery.details')}</h2>
            </CardTitle>
            <CardDescription>{t('delivery.detailsHint')}</CardDescription>
          </CardHeader>
          <CardContent>
            <DeliveryTimeline deliveries={release.deliveries} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

function Cover({ release }: { release: ReleaseView }) {
  const { t } = useTranslation();
  const box = 'size-48 shrink-0 rounded-lg border bg-muted object-cover sm:size-56';
  if (!release.cover) {
    return (
      <div className={`${box} flex items-center justify-center text-sm text-muted-foreground`}>{t('release.noCover')}</div>
    );
  }
  const version = release.cover.sha256?.slice(0, 16) ?? '';
  return (
    <img
      src={`/distributions/${release.id}/cover?v=${version}`}
      alt={t('release.coverAlt', { title: release.title })}
      width={224}
      height={224}
      className={box}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
