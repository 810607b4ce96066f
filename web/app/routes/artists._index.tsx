import { ComingSoonPage } from '../components/coming-soon';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('artists');
export const meta = placeholderMeta('artists');
export default ComingSoonPage;
