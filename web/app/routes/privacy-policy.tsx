import { LegalPage } from '../components/marketing/legal-page';
import { titleMeta } from '../lib/meta';
import { legalLoader } from '../server/legal.server';

export const loader = legalLoader;
export const meta = titleMeta('marketing:pages.privacy');

export default function Page() {
  return <LegalPage doc="privacy" />;
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
