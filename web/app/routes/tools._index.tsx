import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { ToolsHub } from '../components/tools-hub';
import { isToolCategory } from '../lib/placeholders';
import { titleMeta } from '../lib/meta';
import { requireUser } from '../server/session.server';

/** The tools hub (001 §2): every tool by category (all, AI, marketing, forms), `?category=` choosing one. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const category = new URL(request.url).searchParams.get('category');
  return json({ category: isToolCategory(category) ? category : 'all' });
}

export const meta = titleMeta('shell:pages.tools');

export default ToolsHub;

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
