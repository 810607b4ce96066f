import { SCHEDULE_TEXT_VALUES } from '@slipcase/domain';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../i18n';
import { testI18n } from '../../testing/i18n';

// The texts that quote the schedules' numbers: the public pages', the wizard's, the errors'.
const KEYS = [
  'marketing:landing.steps.review.body',
  'marketing:landing.steps.deliver.body',
  'marketing:faq.time.a',
  'marketing:freeDistribution.cards.time.title',
  'marketing:freeDistribution.cards.time.body',
  'wizard:schedules.standard',
  'wizard:schedules.priority',
  'wizard:schedules.express',
  'wizard:distribution.storeNeeds',
];

describe('the schedules’ wording', () => {
  it('quotes the domain’s numbers in every language, leaving no placeholder unfilled', async () => {
    for (const lng of SUPPORTED_LANGUAGES) {
      const i18n = await testI18n(lng);
      for (const key of KEYS) expect(i18n.t(key, { store: 'Spotify', days: 7 }), `${lng} ${key}`).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('says the same thing on the landing page, in the free plan’s pitch and in the wizard', async () => {
    const { t } = await testI18n('en');
    const { standardMinWeeks, standardMaxWeeks, expressMinDays, expressMaxDays } = SCHEDULE_TEXT_VALUES;
    expect(t('wizard:schedules.standard')).toBe(`Standard (${standardMinWeeks}–${standardMaxWeeks} weeks)`);
    expect(t('marketing:landing.steps.deliver.body')).toContain(`${standardMinWeeks}–${standardMaxWeeks} weeks after you submit on the standard schedule`);
    expect(t('marketing:landing.steps.deliver.body')).toContain(`${expressMinDays}–${expressMaxDays} days on PRO's express schedule`);
    expect(t('marketing:freeDistribution.cards.time.title')).toBe(`In the stores in ${standardMinWeeks}–${standardMaxWeeks} weeks`);
    expect(t('marketing:faq.time.a')).toContain("Standard releases need at least 3 weeks' notice");
    expect(t('marketing:faq.time.a')).not.toContain('business days on paid plans');
  });
});
