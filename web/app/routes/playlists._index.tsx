import { ComingSoonPage } from '../components/coming-soon';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('playlists');
export const meta = placeholderMeta('playlists');
export default ComingSoonPage;

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
