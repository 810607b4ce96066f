import type { Plan } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { PlanCards } from '../plan-cards';
import { PlanComparison } from '../plan-comparison';
import { Faq } from './faq';
import { Section } from './section';

const PRICING_FAQ = ['cancel', 'periodEnd', 'phoneStore', 'intervals', 'downgrade', 'advancedYearly'] as const;

/** /upgrade and /pro (000 §2): the plans, their comparison, and the billing questions. */
export function PricingPage({ title, lead, plan, from, notice }: { title: string; lead: string; plan: Plan | null; from?: string; notice?: string }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="space-y-14 pb-6">
      <div className="max-w-2xl space-y-3">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-lg text-muted-foreground">{lead}</p>
        {notice ? (
          <p className="text-sm text-muted-foreground" data-testid="upgrade-from">
            {notice}
          </p>
        ) : null}
      </div>
      <PlanCards currentPlan={plan} from={from} />
      <Section id="compare" title={t('comparison.heading')} lead={t('comparison.lead')}>
        <PlanComparison />
      </Section>
      <Section id="faq" title={t('pricing.faqHeading')}>
        <Faq ids={PRICING_FAQ} />
      </Section>
    </div>
  );
}
