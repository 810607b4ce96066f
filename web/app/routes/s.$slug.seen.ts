import type { LoaderFunctionArgs } from '@remix-run/node';
import { recordSmartLinkView } from '@slipcase/services/smart-links/smart-link-page';
import { serviceDeps } from '../server/deps.server';
import { visitorOf } from '../server/visitor.server';

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The view of a smart link page, counted by its pixel: the page itself may come from the render cache. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (!(await recordSmartLinkView(await serviceDeps(), { slug: params.slug ?? '', ...visitorOf(request, context) }))) throw new Response('Not found', { status: 404 });
  return new Response(PIXEL, { headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' } });
}
