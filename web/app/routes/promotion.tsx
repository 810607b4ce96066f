import { ComingSoonPage } from '../components/coming-soon';
import { BARE_PAGE } from '../lib/chrome';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('promotion');
export const meta = placeholderMeta('promotion');
export const handle = BARE_PAGE;
export default ComingSoonPage;

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
