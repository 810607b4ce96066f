import {
  artistProfileLimit,
  featuresOf,
  FEATURES,
  isFeatureAvailable,
  PLANS,
  royaltySharePercent,
  supportOf,
  withdrawalWaitDays,
  type Plan,
} from '@slipcase/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from './icons';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

/**
 * The plans side by side (000 §6): the figures that differ (royalty share, withdrawal wait, support, artist
 * profiles), then every feature of FEATURES that this build has (isFeatureAvailable) with whether the plan has
 * it. All read from the domain's policy.
 */
export function PlanComparison() {
  const { t } = useTranslation('marketing');
  const figures: Array<{ key: string; value: (plan: Plan) => ReactNode }> = [
    { key: 'royaltyShare', value: (plan) => `${royaltySharePercent(plan)}%` },
    { key: 'withdrawalWait', value: (plan) => t('comparison.days', { count: withdrawalWaitDays(plan) }) },
    {
      key: 'support',
      value: (plan) => {
        const support = supportOf(plan);
        return (
          <>
            <span className="block">{t(`support.${support.level}`)}</span>
            <span className="block text-xs text-muted-foreground">{t('comparison.hours', { hours: support.responseHours })}</span>
          </>
        );
      },
    },
    { key: 'artistProfiles', value: (plan) => artistProfileLimit(plan) },
  ];
  return (
    <Table data-testid="plan-comparison">
      <caption className="sr-only">{t('comparison.caption')}</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('comparison.feature')}</TableHead>
          {PLANS.map((plan) => (
            <TableHead key={plan} scope="col" className="text-center">
              {t(`plans.${plan}.name`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {figures.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" className="font-normal whitespace-normal text-foreground">
              {t(`comparison.rows.${row.key}`)}
            </TableHead>
            {PLANS.map((plan) => (
              <TableCell key={plan} className="text-center whitespace-normal tabular-nums">
                {row.value(plan)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {FEATURES.filter((feature) => isFeatureAvailable(feature)).map((feature) => (
          <TableRow key={feature} data-feature={feature}>
            <TableHead scope="row" className="font-normal whitespace-normal text-foreground">
              {t(`features.${feature}`)}
            </TableHead>
            {PLANS.map((plan) => (
              <TableCell key={plan} className="text-center">
                {featuresOf(plan).includes(feature) ? (
                  <>
                    <CheckIcon className="mx-auto text-success" />
                    <span className="sr-only">{t('comparison.included')}</span>
                  </>
                ) : (
                  <>
                    <span aria-hidden="true" className="text-muted-foreground">
                      —
                    </span>
                    <span className="sr-only">{t('comparison.notIncluded')}</span>
                  </>
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
