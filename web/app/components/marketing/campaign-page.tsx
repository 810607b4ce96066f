import { Link, useLoaderData } from '@remix-run/react';
import { isAvailable, type Capability } from '@slipcase/domain';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../ui/button';
import { Faq } from './faq';
import { Hero } from './hero';
import { CardGrid, Section } from './section';

/** The two marketing landing pages (000 §2): their cards and questions, texts under `marketing:<page>.*`. */
export const CAMPAIGN_PAGES = {
  monetization: {
    cards: ['everywhere', 'share', 'reports', 'withdraw', 'smartLinks', 'presave'],
    faq: ['royalties', 'time', 'rights', 'stores'],
  },
  freeDistribution: {
    cards: ['cost', 'platforms', 'singles', 'share', 'time', 'upgrade'],
    faq: ['cost', 'time', 'takedown', 'switch'],
  },
} as const;

export type CampaignPage = keyof typeof CAMPAIGN_PAGES;

/** The cards that describe a capability: shown once it is available (capabilities.ts). */
const CARD_CAPABILITIES: Readonly<Record<string, Capability>> = { smartLinks: 'smart_links', presave: 'presave' };

/** A page's cards that claim only what works. */
export function campaignCards(page: CampaignPage): string[] {
  return CAMPAIGN_PAGES[page].cards.filter((id) => {
    const capability = CARD_CAPABILITIES[id];
    return capability === undefined || isAvailable(capability);
  });
}

export function CampaignLanding({ page }: { page: CampaignPage }) {
  const { t } = useTranslation('marketing');
  const { signedIn } = useLoaderData<{ signedIn: boolean }>();
  const { faq } = CAMPAIGN_PAGES[page];
  const cards = campaignCards(page);
  const start = signedIn ? { to: '/dashboard', label: t('landing.hero.toDashboard') } : { to: '/auth/signup', label: t(`${page}.cta`) };
  return (
    <div className="space-y-16 pb-6">
      <Hero eyebrow={t(`${page}.eyebrow`)} title={t(`${page}.title`)} lead={t(`${page}.lead`)} primary={start} secondary={{ to: '/pro', label: t('landing.hero.pricing') }} />
      <Section id="why" title={t(`${page}.cardsHeading`)}>
        <CardGrid items={cards.map((id) => ({ id, title: t(`${page}.cards.${id}.title`), body: t(`${page}.cards.${id}.body`) }))} />
      </Section>
      <Section id="faq" title={t('landing.faq.heading')}>
        <Faq ids={faq} />
      </Section>
      <section className="flex flex-col items-start gap-4 rounded-xl border bg-card p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg font-medium">{t(`${page}.closing`)}</p>
        <Link to={start.to} className={buttonVariants({ size: 'lg' })}>
          {start.label}
        </Link>
      </section>
    </div>
  );
}
