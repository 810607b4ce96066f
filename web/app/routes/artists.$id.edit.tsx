import { ComingSoonPage } from '../components/coming-soon';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('artistEdit');
export const meta = placeholderMeta('artistEdit');
export default ComingSoonPage;
