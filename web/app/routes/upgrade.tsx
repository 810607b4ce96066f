import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PricingPage } from '../components/marketing/pricing-page';
import { titleMeta } from '../lib/meta';
import { upgradeSource } from '../lib/upgrade-source';
import { getSessionUser } from '../server/session.server';

/** No login needed (000 §2). `?from=` names the button that led here; it travels on to the checkout. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  return json({ plan: user?.plan ?? null, from: upgradeSource(new URL(request.url).searchParams.get('from')) });
}

export const meta = titleMeta('marketing:pages.upgrade');

export default function UpgradePage() {
  const { t } = useTranslation('marketing');
  const { plan, from } = useLoaderData<typeof loader>();
  return (
    <PricingPage
      title={t('upgrade.title')}
      lead={t('upgrade.lead')}
      plan={plan}
      from={from ?? undefined}
      notice={from ? t('upgrade.cameFrom', { place: t(`upgrade.sources.${from}`, { defaultValue: from }) }) : undefined}
    />
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
