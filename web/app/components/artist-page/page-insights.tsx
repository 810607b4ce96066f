import type { PageInsights } from '@slipcase/services/artist-pages/page-insights';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-name';
import { formatDate } from '../../lib/format';
import { DailyBarChart } from '../daily-bar-chart';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { UpgradePrompt } from '../upgrade-prompt';

/** The editor's visits and followers: the 30-day total for every plan; the chart, countries, followers and CSV for PRO. */
export function PageInsightsPanel({ insights, exportBase }: { insights: PageInsights; exportBase: string }) {
  const { t, i18n } = useTranslation('artists');
  const { details } = insights;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('me.insights.title')}</h2>
        </CardTitle>
        <CardDescription data-testid="me-visits-total">{t('me.insights.visitsTotal', { count: insights.visitsTotal })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {details === null ? (
          <UpgradePrompt from="slipcase-me" />
        ) : (
          <>
            <DailyBarChart daily={details.daily} series={[{ key: 'visits', name: t('me.insights.visits') }]} caption={t('me.insights.dailyVisits')} dayHeading={t('me.insights.day')}>
              {t('me.insights.dailyVisits')}
            </DailyBarChart>
            <div className="grid gap-6 md:grid-cols-2">
              <section className="grid content-start gap-2" aria-labelledby="me-countries">
                <h3 id="me-countries" className="text-sm font-medium">
                  {t('me.insights.countries')}
                </h3>
                {details.countries.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('me.insights.noVisits')}</p>
                ) : (
                  <table className="w-full text-sm">
                    <thead className="sr-only">
                      <tr>
                        <th scope="col">{t('me.insights.country')}</th>
                        <th scope="col">{t('me.insights.visits')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {details.countries.slice(0, 10).map((row) => (
                        <tr key={row.country} className="border-b last:border-0">
                          <th scope="row" className="py-1 text-left font-normal">
                            {row.country ? countryName(i18n.language, row.country) : t('me.insights.unknownCountry')}
                          </th>
                          <td className="py-1 text-right tabular-nums">{row.visits}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                <a href={`${exportBase}/visits`} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })} download>
                  {t('me.insights.exportVisits')}
                </a>
              </section>
              <section className="grid content-start gap-2" aria-labelledby="me-followers">
                <h3 id="me-followers" className="text-sm font-medium">
                  {t('me.insights.followers', { count: details.followersTotal })}
                </h3>
                {details.followers.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t('me.insights.noFollowers')}</p>
                ) : (
                  <ul className="grid gap-1 text-sm" data-testid="me-followers">
                    {details.followers.map((follower) => (
                      <li key={follower.email} className="flex flex-wrap justify-between gap-x-3 border-b py-1 last:border-0">
                        <span className="break-all">{follower.email}</span>
                        <span className="text-muted-foreground">
                          {follower.country ? countryName(i18n.language, follower.country) : t('me.insights.unknownCountry')} · {formatDate(i18n.language, follower.followedAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
                <a href={`${exportBase}/followers`} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })} download>
                  {t('me.insights.exportFollowers')}
                </a>
              </section>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
