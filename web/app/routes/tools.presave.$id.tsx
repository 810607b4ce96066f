import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { isAppError } from '@slipcase/domain';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { ShareLink } from '../components/presave/share-link';
import { DailyBarChart } from '../components/daily-bar-chart';
import { Badge } from '../components/ui/badge';
import { buttonVariants } from '../components/ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../components/ui/stacked-table';
import { TableHead, TableRow } from '../components/ui/table';
import { formatDate, formatDateTime } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { campaignDetail } from '../server/presave/campaigns.server';
import { publicBaseUrl } from '../server/public-url.server';
import { requireUser } from '../server/session.server';

/** One campaign of the user's (PRO only; another account's is not found): its link, subscribers as a chart and a table. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const detail = await campaignDetail(user, params.id ?? '');
    return json({ detail, url: `${publicBaseUrl()}${detail.path}` });
  } catch (error) {
    if (isAppError(error)) throw new Response(error.code, { status: httpStatusOf(error.code) });
    throw error;
  }
}

export const meta = titleMeta('presave:detail.title');

const OUTCOME_VARIANT = { pending: 'secondary', saved: 'success', failed: 'destructive', revoked: 'warning' } as const;

export default function PresaveCampaignPage() {
  const { detail, url } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation(['presave', 'common']);
  const { release, summary } = detail;
  return (
    <div className="space-y-8" data-testid="presave-campaign">
      <header className="space-y-2">
        <Link to="/tools/presave" className="text-sm text-muted-foreground hover:underline">
          {t('presave:detail.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight break-words">{release.title}</h1>
        <p className="text-muted-foreground">
          {release.artist} · {t('presave:page.outOn', { date: formatDate(i18n.language, release.releaseDate) })} · UPC {release.upc}
        </p>
      </header>
      <section className="grid gap-4 rounded-xl border bg-card p-4 sm:grid-cols-2">
        <ShareLink url={url} />
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          {(['pending', 'saved', 'failed', 'revoked'] as const).map((outcome) => (
            <div key={outcome}>
              <dt className="text-muted-foreground">{t(`presave:outcome.${outcome}`)}</dt>
              <dd className="text-xl font-semibold tabular-nums">{summary.byOutcome[outcome]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t('presave:detail.subscribers', { count: summary.total })}</h2>
          {summary.total ? (
            <a href={`/tools/presave/${detail.id}/subscribers.csv`} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('presave:detail.csv')}
            </a>
          ) : null}
        </div>
        {summary.total === 0 ? (
          <EmptyState title={t('presave:detail.emptyTitle')} body={t('presave:detail.emptyBody')} />
        ) : (
          <>
            <DailyBarChart
              chart="presave-subscribers"
              daily={summary.daily}
              series={[{ key: 'subscribers', name: t('presave:detail.newSubscribers') }]}
              caption={t('presave:detail.chartCaption')}
              dayHeading={t('presave:detail.day')}
            />
            <StackedTable>
              <StackedHeader>
                <TableRow>
                  <TableHead>{t('presave:detail.who')}</TableHead>
                  <TableHead>{t('presave:detail.country')}</TableHead>
                  <TableHead>{t('presave:detail.followers')}</TableHead>
                  <TableHead>{t('presave:detail.date')}</TableHead>
                  <TableHead>{t('presave:detail.outcome')}</TableHead>
                </TableRow>
              </StackedHeader>
              <StackedBody>
                {detail.subscribers.map((s) => (
                  <StackedRow key={s.id}>
                    <StackedCell wide label={t('presave:detail.who')}>
                      <span className="font-medium">{s.name}</span>
                      <span className="block text-xs text-muted-foreground">{t(`presave:providers.${s.provider}`)}</span>
                    </StackedCell>
                    <StackedCell label={t('presave:detail.country')}>{s.country ?? '—'}</StackedCell>
                    <StackedCell label={t('presave:detail.followers')}>{s.followers}</StackedCell>
                    <StackedCell label={t('presave:detail.date')}>{formatDateTime(i18n.language, s.subscribedAt)}</StackedCell>
                    <StackedCell label={t('presave:detail.outcome')}>
                      <Badge variant={OUTCOME_VARIANT[s.outcome]} title={s.detail ?? undefined}>
                        {t(`presave:outcome.${s.outcome}`)}
                      </Badge>
                    </StackedCell>
                  </StackedRow>
                ))}
              </StackedBody>
            </StackedTable>
          </>
        )}
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
