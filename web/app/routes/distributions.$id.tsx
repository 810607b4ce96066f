import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { getPrisma } from '@slipcase/db';
import { AppError, isAppError, statusLabelKey, type ReleaseStatus } from '@slipcase/domain';
import { approveRelease, submitRelease } from '@slipcase/workflows/client';
import { getReleaseView, type ReleaseView, type TimelineEntry } from '@slipcase/workflows/services/index';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../components/form-field';
import { DeliveryStatusBadge, StatusBadge } from '../components/status-badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../components/ui/table';
import { encodeError } from '../lib/error-messages';
import { formatDate, formatDateTime, formatDuration } from '../lib/format';
import { titleWith } from '../lib/meta';
import { canSeeRelease } from '../server/releases.server';
import { requireUser } from '../server/session.server';

/** Statuses the workflow moves on from by itself (or an operator does): the page follows them live. */
const MOVING_STATUSES: ReadonlySet<ReleaseStatus> = new Set(['submitted', 'in_review', 'in_process', 'approved']);
const POLL_INTERVAL_MS = 2_000;

async function loadVisibleRelease(request: Request, releaseId: string | undefined) {
  const user = await requireUser(request);
  const release = releaseId ? await getReleaseView(getPrisma(), releaseId) : null;
  if (!release || !canSeeRelease(user, release.owner.id)) throw new Response('Not found', { status: 404 });
  return { user, release };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, release } = await loadVisibleRelease(request, params.id);
  return json({
    release,
    canSubmit: release.status === 'draft' && release.owner.id === user.id,
    canApprove: release.status === 'in_review' && user.role === 'operator',
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, release } = await loadVisibleRelease(request, params.id);
  const intent = (await request.formData()).get('intent');
  try {
    if (intent === 'submit') {
      await submitRelease({ releaseId: release.id, userId: user.id });
    } else if (intent === 'approve') {
      await approveRelease({ releaseId: release.id, operatorId: user.id, via: 'web' });
    } else {
      throw new AppError('invalid_transition');
    }
    return json({ intent, ok: true as const, error: null });
  } catch (error) {
    if (isAppError(error)) return json({ intent, ok: false as const, error: encodeError(error) }, { status: 409 });
    console.error(error);
    return json({ intent, ok: false as const, error: 'server_error' }, { status: 500 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => titleWith(data?.release.title);

/** Reloads the page's data every 2 s while `active`, so the status moves on screen without a reload. */
function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (latest.current.state === 'idle' && document.visibilityState === 'visible') latest.current.revalidate();
    }, POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active]);
}

export default function ReleasePage() {
  const { t, i18n } = useTranslation();
  const { release, canSubmit, canApprove } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const pendingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null;
  // Just submitted: the workflow may not have moved the draft yet, so keep watching it too.
  const justSubmitted = result?.ok === true && result.intent === 'submit' && release.status === 'draft';
  const live = MOVING_STATUSES.has(release.status) || justSubmitted;
  usePolling(live);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-6 sm:flex-row">
        <Cover release={release} />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="space-y-2">
            <StatusBadge status={release.status} data-testid="release-status" />
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
            {canSubmit ? (
              <Form method="post">
                <input type="hidden" name="intent" value="submit" />
                <Button type="submit" disabled={pendingIntent === 'submit' || justSubmitted}>
                  {pendingIntent === 'submit' || justSubmitted ? t('release.submitting') : t('release.submit')}
                </Button>
              </Form>
            ) : null}
            {canApprove ? (
              <Form method="post">
                <input type="hidden" name="intent" value="approve" />
                <Button type="submit" disabled={pendingIntent === 'approve'}>
                  {pendingIntent === 'approve' ? t('release.approving') : t('release.approve')}
                </Button>
              </Form>
            ) : null}
            {live ? (
              <p className="text-sm text-muted-foreground" role="status">
                {t('release.live')}
              </p>
            ) : null}
          </div>
          {result?.error ? <FormErrors errors={[result.error]} /> : null}
        </div>
      </div>

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
            <Timeline entries={release.timeline} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t('release.deliveries')}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {release.deliveries.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('release.noDeliveries')}</p>
            ) : (
              <ul className="space-y-4">
                {release.deliveries.map((delivery) => (
                  <li key={`${delivery.store}-${delivery.startedAt}`} className="space-y-1 text-sm">
                    <div className="flex items-center justify-between gap-3">
                      <span className="font-medium">{delivery.store}</span>
                      <DeliveryStatusBadge status={delivery.status} />
                    </div>
                    {delivery.location ? (
                      <p className="font-mono text-xs break-all text-muted-foreground">
                        <span className="sr-only">{t('release.location')}: </span>
                        {delivery.location}
                      </p>
                    ) : null}
                    {delivery.completedAt ? (
                      <p className="text-xs text-muted-foreground">
                        <time dateTime={delivery.completedAt}>{formatDateTime(i18n.language, delivery.completedAt)}</time>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
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

const KNOWN_EVENTS = new Set(['created', 'submitted', 'in_review', 'in_process', 'approved', 'published', 'rejected']);

function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{t('release.noEvents')}</p>;
  return (
    <ol className="relative space-y-5 border-l pl-5">
      {entries.map((entry, index) => {
        const what = KNOWN_EVENTS.has(entry.type)
          ? t(`timeline.events.${entry.type}`)
          : t('timeline.events.other', { status: entry.toStatus ? t(statusLabelKey(entry.toStatus)) : entry.type });
        const who = entry.actorName ?? t(`timeline.actors.${entry.actorRole}`, { defaultValue: entry.actorRole });
        return (
          <li key={`${entry.createdAt}-${index}`} className="relative text-sm">
            <span aria-hidden className="absolute -left-[25px] top-1.5 size-2.5 rounded-full border-2 border-background bg-primary" />
            <p className="font-medium">{what}</p>
            <p className="text-muted-foreground">
              {entry.via ? t('timeline.byVia', { name: who, channel: t(`timeline.via.${entry.via}`) }) : t('timeline.by', { name: who })} ·{' '}
              <time dateTime={entry.createdAt}>{formatDateTime(i18n.language, entry.createdAt)}</time>
            </p>
            {entry.reason ? <p className="mt-1 text-muted-foreground italic">{entry.reason}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
