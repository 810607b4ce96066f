import type { LoaderFunctionArgs } from '@remix-run/node';
import { recordSmartLinkClick } from '@slipcase/services/smart-links/smart-link-page';
import { serviceDeps } from '../server/deps.server';
import { visitorOf } from '../server/visitor.server';

/** A fan's click on a smart link's button: counted by day, country and device (no cookie, no address kept), then on to the store. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = await recordSmartLinkClick(await serviceDeps(), { slug: params.slug ?? '', key: params.store ?? '', ...visitorOf(request, context) });
  if (!url) throw new Response('Not found', { status: 404 });
  return new Response(null, { status: 302, headers: { Location: url, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}
