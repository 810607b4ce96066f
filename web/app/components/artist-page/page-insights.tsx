import type { PageInsights } from '@slipcase/services/artist-pages/page-insights';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { countryName } from '../../lib/country-name';
import { formatDate } from '../../lib/format';
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
            <figure className="grid gap-2">
              <figcaption className="text-sm font-medium">{t('me.insights.dailyVisits')}</figcaption>
              <div aria-hidden="true" className="h-48 w-full">
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={details.daily} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                    <CartesianGrid vertical={false} strokeDasharray="3 3" className="stroke-border" />
                    <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} tickLine={false} axisLine={false} fontSize={12} minTickGap={12} />
                    <YAxis allowDecimals={false} width={32} tickLine={false} axisLine={false} fontSize={12} />
                    <Tooltip
                      labelFormatter={(day) => formatDate(i18n.language, String(day))}
                      contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', borderRadius: 8, border: '1px solid var(--border)' }}
                    />
                    <Bar dataKey="visits" name={t('me.insights.visits')} fill="var(--chart-1, var(--primary))" radius={3} isAnimationActive={false} />
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </figure>
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
