import { CampaignLanding } from '../components/marketing/campaign-page';
import { titleMeta } from '../lib/meta';
import { signedInLoader } from '../server/public-page.server';

export const loader = signedInLoader;
export const meta = titleMeta('marketing:pages.freeDistribution');

export default function Page() {
  return <CampaignLanding page="freeDistribution" />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
