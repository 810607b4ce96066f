import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError } from '@slipcase/domain';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { campaignDetail, subscribersCsv } from '../server/presave/campaigns.server';
import { requireUser } from '../server/session.server';

/** The campaign's subscribers as CSV (who, provider, country, followers, date, outcome), for its owner only. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const detail = await campaignDetail(user, params.id ?? '');
    return new Response(subscribersCsv(detail), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="presave-${detail.key}-subscribers.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (isAppError(error)) throw new Response(error.code, { status: httpStatusOf(error.code) });
    throw error;
  }
}
