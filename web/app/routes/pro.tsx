import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PricingPage } from '../components/marketing/pricing-page';
import { titleMeta } from '../lib/meta';
import { getSessionUser } from '../server/session.server';

/** The PRO page (000 §2), no login needed: the plans, their comparison and the questions about billing. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request);
  return json({ plan: user?.plan ?? null });
}

export const meta = titleMeta('marketing:pages.pro');

export default function ProPage() {
  const { t } = useTranslation('marketing');
  const { plan } = useLoaderData<typeof loader>();
  return <PricingPage title={t('pro.title')} lead={t('pro.lead')} plan={plan} from="pro" />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
