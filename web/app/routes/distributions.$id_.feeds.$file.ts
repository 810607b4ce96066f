import type { LoaderFunctionArgs } from '@remix-run/node';
import { storeFeedProblemText } from '../lib/store-feed-problems';
import { fixedT } from '../lib/translate';
import { pageLocale } from '../server/page-locale.server';
import { ownDraft } from '../server/releases.server';
import { requireUser } from '../server/session.server';
import { storeFeeds } from '../server/wizard/store-feeds.server';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * `GET /distributions/:id/feeds/:storeId.xml`: the ERN 4.3 message the store would get for the release as it
 * stands (what the wizard's review shows as valid or not), for the release's owner only; 404 for anyone else, a
 * store the installation does not have, or another file name. A release that makes no feed yet (an empty title, a
 * bad code) answers 409 with what stops it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const storeId = /^(.+)\.xml$/.exec(params.file ?? '')?.[1];
  if (!storeId) throw notFound();
  const release = await ownDraft(user.id, params.id ?? '');
  if (!release) throw notFound();
  const [feed] = await storeFeeds(release, { now: new Date(), storeIds: [storeId], withXml: true });
  if (!feed) throw notFound();
  if (feed.xml === undefined) {
    const t = fixedT(await pageLocale(request, user));
    const problems = feed.problems.map((problem) => `- ${storeFeedProblemText(t, problem.message)}${problem.field ? ` (${problem.field})` : ''}`);
    return new Response(`No feed can be built for this release yet:\n${problems.join('\n')}\n`, {
      status: 409,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
    });
  }
  return new Response(feed.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `inline; filename="${release.upc}-${feed.storeId}.xml"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
