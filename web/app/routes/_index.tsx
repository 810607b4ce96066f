import { config } from '@slipcase/config';
import { availableCapabilities, isAvailable, planReachesStore, PLANS, type Capability } from '@slipcase/domain';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Faq } from '../components/marketing/faq';
import { Hero } from '../components/marketing/hero';
import { CardGrid, Section } from '../components/marketing/section';
import { PlanCards } from '../components/plan-cards';
import { Badge } from '../components/ui/badge';
import { buttonVariants } from '../components/ui/button';
import { titleMeta } from '../lib/meta';
import { cn } from '../lib/utils';
import { listPlatforms } from '@slipcase/services/stores/platforms';
import { getSessionUser } from '../server/session.server';

const FEATURES = ['platforms', 'rights', 'royalties', 'analytics', 'tools', 'review'] as const;
const STEPS = ['upload', 'review', 'deliver', 'earn'] as const;
const FAQ = ['cost', 'time', 'rights', 'royalties', 'stores', 'takedown', 'selfHosted'] as const;
/** The creative and promotion tools the "tools" card names, once available. */
const TOOLS: readonly Capability[] = ['smart_links', 'presave', 'artist_page', 'mastering', 'lyrics', 'cover_editor', 'banner_generator'];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, platforms] = await Promise.all([getSessionUser(request), listPlatforms(config().env)]);
  // How many of the installation's stores each plan reaches, from their tiers.
  const reach = PLANS.map((plan) => ({ plan, count: platforms.filter((platform) => planReachesStore(plan, platform)).length }));
  const tools = availableCapabilities().filter((capability) => TOOLS.includes(capability));
  return json({ plan: user?.plan ?? null, platforms, reach, tools });
}

export const meta = titleMeta('marketing:pages.home');

/**
 * The landing page (000 §2): hero, features, how it works, platforms, pricing, FAQ. It claims only what works:
 * a feature resting on a capability shows once it is available (capabilities.ts); no invented testimonials.
 */
export default function LandingPage() {
  const { t, i18n } = useTranslation('marketing');
  const { plan, platforms, reach, tools } = useLoaderData<typeof loader>();
  const shown = FEATURES.filter((id) => (id === 'analytics' ? isAvailable('analytics') : id === 'tools' ? tools.length > 0 : true));
  const featureBody = (id: (typeof FEATURES)[number]) =>
    id === 'tools'
      ? t('landing.features.tools.body', { tools: new Intl.ListFormat(i18n.language).format(tools.map((tool) => t(`capabilities.${tool}`))) })
      : t(`landing.features.${id}.body`);
  // The number of stores is the installation's own (its store plugins), never a figure it cannot keep.
  const featureTitle = (id: (typeof FEATURES)[number]) =>
    id !== 'platforms' ? t(`landing.features.${id}.title`) : platforms.length > 0 ? t('landing.features.platforms.title', { count: platforms.length }) : t('landing.features.platforms.title_none');
  return (
    <div className="space-y-20 pb-6">
      <Hero
        title={t('landing.hero.title')}
        lead={t('landing.hero.lead')}
        primary={plan ? { to: '/dashboard', label: t('landing.hero.toDashboard') } : { to: '/auth/signup', label: t('landing.hero.signUp') }}
        secondary={{ to: '#pricing', label: t('landing.hero.pricing') }}
      />
      <Section id="features" title={t('landing.features.heading')} lead={t('landing.features.lead')}>
        <CardGrid
          items={shown.map((id) => ({ id, title: featureTitle(id), body: featureBody(id) }))}
        />
      </Section>
      <Section id="how-it-works" title={t('landing.steps.heading')}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((id, index) => (
            <li key={id} className="rounded-xl border bg-card p-5">
              <span className="flex size-7 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-3 font-medium">{t(`landing.steps.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`landing.steps.${id}.body`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="platforms" title={t('landing.platforms.heading')} lead={t('landing.platforms.lead')}>
        {platforms.length > 0 ? (
          <ul className="flex flex-wrap gap-2" data-testid="platform-list">
            {platforms.map((platform) => (
              <li key={platform.name} className="flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium">
                {platform.name}
                {platform.tier === 'premium' ? <Badge variant="secondary">{t('landing.platforms.pro')}</Badge> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {platforms.length > 0 ? (
          <div className="space-y-1 text-sm text-muted-foreground">
            <p>{t('landing.platforms.note', { count: platforms.length })}</p>
            <ul data-testid="plan-reach">
              {reach.map(({ plan: each, count }) => (
                <li key={each}>
                  {count === platforms.length
                    ? t('landing.platforms.reachesAll', { plan: t(`plans.${each}.name`), count })
                    : t('landing.platforms.reachesSome', { plan: t(`plans.${each}.name`), count, total: platforms.length })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>
      <Section id="pricing" title={t('landing.pricing.heading')} lead={t('landing.pricing.lead')}>
        <PlanCards currentPlan={plan} from="landing" />
        <Link to="/pro" className={cn(buttonVariants({ variant: 'link' }), 'px-0')}>
          {t('landing.pricing.compare')}
        </Link>
      </Section>
      <Section id="faq" title={t('landing.faq.heading')}>
        <Faq ids={FAQ} />
      </Section>
    </div>
  );
}
