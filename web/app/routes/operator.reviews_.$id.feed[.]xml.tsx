import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError } from '@slipcase/domain';
import { buildFeedPreview } from '../server/feed-preview.server';
import { requireOperator } from '../server/session.server';

/** The ERN 4.3 message the store would get for a release, for operators to read before approving it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOperator(request);
  try {
    const { upc, xml } = await buildFeedPreview(params.id ?? '', new Date());
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `inline; filename="${upc}.xml"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw new Response('Not found', { status: 404 });
    // Data no feed can carry (an incomplete release, a bad identifier): say what, as the delivery would fail.
    if (isAppError(error)) {
      const where = error.field ? ` (${error.field})` : '';
      return new Response(`No feed can be built for this release: ${error.message}${where}\n`, {
        status: 409,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    throw error;
  }
}
