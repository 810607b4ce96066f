import type { LoaderFunctionArgs } from '@remix-run/node';
import { isAppError } from '@slipcase/domain';
import { buildFeedPreview } from '../server/feed-preview.server';
import { requireOperator } from '../server/session.server';

/** The ERN 4.3 message the store would get for a release, for operators to read before approving it. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireOperator(request);
  try {
    const built = await buildFeedPreview(params.id ?? '');
    // Data or media no feed can carry: say what, as the delivery would fail.
    if ('problems' in built) {
      const problems = built.problems.map((problem) => `- ${problem.field}: ${problem.message}`);
      return new Response(['No feed can be built for this release:', ...problems, ''].join('\n'), {
        status: 409,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    return new Response(built.xml, {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'Content-Disposition': `inline; filename="${built.name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') throw new Response('Not found', { status: 404 });
    throw error;
  }
}
