import type { LoaderFunctionArgs } from '@remix-run/node';
import { recordPageVisit } from '@slipcase/services/artist-pages/page-audience';
import { serviceDeps } from '../server/deps.server';
import { visitorCountry } from '../server/visitor.server';

// A transparent 1×1 GIF.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The visit counter of /me/{handle}: the page asks for this pixel, so a visit counts even when the page itself came
 * from the render cache. It counts the day and the country of the address (never the address), sets no cookie, and
 * no cache may keep it.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  await recordPageVisit(await serviceDeps(), { handle: params.handle ?? '', country: visitorCountry(context) });
  return new Response(PIXEL, { headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store', 'Content-Length': String(PIXEL.length) } });
}
