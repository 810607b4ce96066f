import type { LoaderFunctionArgs } from '@remix-run/node';
import { analyticsCsv } from '@slipcase/services';
import { loadAnalyticsPage } from '../server/analytics.server';
import { requireUser } from '../server/session.server';

/** The page's numbers as CSV (the same report, so the same numbers as shown), for the query the page was shown with. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { report } = await loadAnalyticsPage(user.id, new URL(request.url));
  const name = `slipcase-analytics-${report.range}${report.window ? `-${report.window.to}` : ''}.csv`;
  return new Response(analyticsCsv(report), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"` },
  });
}
