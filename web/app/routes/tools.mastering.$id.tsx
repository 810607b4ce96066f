import { ComingSoonPage } from '../components/coming-soon';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('masteringJob');
export const meta = placeholderMeta('masteringJob');
export default ComingSoonPage;

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
