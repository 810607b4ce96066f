import { ComingSoonPage } from '../components/coming-soon';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('presave');
export const meta = placeholderMeta('presave');
export default ComingSoonPage;

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
