import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError } from '@slipcase/domain';
import { pageAudienceCsv } from '@slipcase/services/artist-pages/page-insights';
import { serviceDeps } from '../server/deps.server';
import { requireUser } from '../server/session.server';

/** The owner's page's followers or visits as CSV (PRO); another kind or another's page is not found. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const kind = params.kind;
  if (kind !== 'followers' && kind !== 'visits') throw new Response('Not found', { status: 404 });
  try {
    const csv = await pageAudienceCsv(await serviceDeps(), { ownerId: user.id, pageId: params.id ?? '', kind });
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8; header=present',
        'Content-Disposition': `attachment; filename="slipcase-me-${kind}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw new Response('Not found', { status: 404 });
    if (isAppError(error) && error.code === 'premium_required') throw new Response('premium_required', { status: 403 });
    throw error;
  }
}
