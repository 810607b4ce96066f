import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { isSalesPeriod, isStaff } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { RoyaltyTrace } from '../components/royalties/royalty-trace';
import { Alert, AlertTitle } from '../components/ui/alert';
import { Button, buttonVariants } from '../components/ui/button';
import { Label } from '../components/ui/label';
import { NativeSelect } from '../components/ui/select';
import { countryName } from '../lib/country-name';
import { errorMessage } from '../lib/error-messages';
import { formatMonth } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { loadRoyaltyTracePage } from '../server/royalty-trace-page.server';
import { requireUser } from '../server/session.server';

/** `?period=YYYY-MM` (the newest with royalties unless named) and any of store, releaseId, upc, trackId, isrc, country. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json({ ...(await loadRoyaltyTracePage(user, new URL(request.url))), operator: isStaff(user.role) });
}

export const meta = titleMeta('pages.royaltyTrace');

export default function RoyaltyTracePage() {
  const { t, i18n } = useTranslation();
  const { periods, selection, trace, error, stores, operator } = useLoaderData<typeof loader>();
  const filters = Object.entries(selection).filter(([key]) => key !== 'period');
  // What the filters are, in words: a store's and a country's names, a release's or track's title (never its id).
  const shown = (key: string, value: string) =>
    key === 'store' ? (stores[value] ?? value) : key === 'country' ? countryName(i18n.language, value) : key === 'releaseId' || key === 'trackId' ? trace?.amounts[0]?.title : value;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link to="/royalties" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          {t('royalties.trace.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{t('royalties.trace.heading')}</h1>
        <p className="text-muted-foreground">{t('royalties.trace.lead')}</p>
      </div>
      {periods.length === 0 && !selection.period ? (
        <EmptyState title={t('royalties.trace.noPeriodsTitle')} body={t('royalties.trace.noPeriodsBody')} />
      ) : (
        <>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="trace-period">{t('royalties.trace.period')}</Label>
              <NativeSelect id="trace-period" name="period" defaultValue={selection.period}>
                {[...new Set([...(selection.period && isSalesPeriod(selection.period) ? [selection.period] : []), ...periods])].sort().reverse().map((period) => (
                  <option key={period} value={period}>
                    {formatMonth(i18n.language, period)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {filters.map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
            <Button type="submit" variant="outline">
              {t('royalties.trace.show')}
            </Button>
          </Form>
          {filters.length > 0 ? (
            <p className="flex flex-wrap items-center gap-3 text-sm">
              <span>{t('royalties.trace.filtered', { filters: filters.map(([key, value]) => shown(key, value)).filter(Boolean).join(', ') })}</span>
              <Link to={`/royalties/trace?period=${selection.period ?? ''}`} className={buttonVariants({ variant: 'link', size: 'sm' })}>
                {t('royalties.trace.clear')}
              </Link>
            </p>
          ) : null}
          {error ? (
            <Alert variant="destructive">
              <AlertTitle>{errorMessage(t, error)}</AlertTitle>
            </Alert>
          ) : null}
          {trace ? <RoyaltyTrace trace={trace} stores={stores} operator={operator} /> : null}
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
