import { createRemixStub } from '@remix-run/testing';
import { can, FEATURES, isFeatureAvailable, PLANS } from '@slipcase/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../testing/i18n';
import { renderTranslated } from '../testing/render';
import { PlanCards } from './plan-cards';
import { PlanComparison } from './plan-comparison';

async function renderPlans() {
  const Stub = createRemixStub([{ path: '/pro', Component: () => (<><PlanCards currentPlan={null} /><PlanComparison /></>) }]);
  await renderTranslated(<Stub initialEntries={['/pro']} />);
  return (await testI18n('en')).getFixedT('en', 'marketing');
}

describe('the plans', () => {
  it('name a feature on the card of the first plan the policy gives it to, as the comparison ticks it', async () => {
    const t = await renderPlans();
    const card = (plan: string) => document.querySelector(`li[data-plan="${plan}"]`) as HTMLElement;
    for (const feature of ['api_access', 'playlist_analytics', 'albums_and_eps'] as const) {
      const row = document.querySelector(`tr[data-feature="${feature}"]`);
      if (!isFeatureAvailable(feature)) {
        expect(row).toBeNull();
        expect(screen.queryAllByText(t(`features.${feature}`))).toEqual([]);
        continue;
      }
      const ticked = PLANS.filter((plan, index) => within(row as HTMLElement).getAllByRole('cell')[index]?.textContent === t('comparison.included'));
      expect(ticked).toEqual(PLANS.filter((plan) => can(plan, feature)));
      const named = PLANS.filter((plan) => within(card(plan)).queryByText(t(`features.${feature}`)) !== null);
      expect(named.length).toBeLessThanOrEqual(1);
      if (named.length === 1) expect(named[0]).toBe(ticked[0]);
    }
    expect(within(card('pro')).getByText(t('features.api_access'))).toBeInTheDocument();
    expect(within(card('advanced')).queryByText(t('features.api_access'))).toBeNull();
    expect(within(card('advanced')).getByText('Everything in PRO, and:')).toBeInTheDocument();
  });

  it('promise no feature this build does not have: no pre-save campaigns or analytics yet; promotional tools are built (issue 33)', async () => {
    await renderPlans();
    const text = document.body.textContent ?? '';
    for (const claim of ['Pre-save campaigns', 'Advanced and playlist analytics', 'Featured video']) expect(text).not.toContain(claim);
    expect(text).toContain('Promotional tools');
    expect(FEATURES.filter((feature) => document.querySelector(`tr[data-feature="${feature}"]`) === null)).toEqual(
      FEATURES.filter((feature) => !isFeatureAvailable(feature)),
    );
  });
});
