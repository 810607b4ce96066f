import { ComingSoonPage } from '../components/coming-soon';
import { placeholderMeta } from '../lib/placeholders';
import { placeholderLoader } from '../server/placeholder.server';

export const loader = placeholderLoader('artistNew');
export const meta = placeholderMeta('artistNew');
export default ComingSoonPage;
