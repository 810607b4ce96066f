import { ComingSoonPage } from '../components/coming-soon';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('artistsCatalog');
export const meta = placeholderMeta('artistsCatalog');
export default ComingSoonPage;
