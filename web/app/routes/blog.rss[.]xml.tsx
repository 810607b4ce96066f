import { latestBlogPosts } from '@slipcase/services/blog/blog-posts';
import { blogFeedXml } from '@slipcase/services/blog/blog-feed';
import { serviceDeps } from '../server/deps.server';
import { pageLocale } from '../server/page-locale.server';
import { publicBaseUrl } from '../server/public-url.server';
import { fixedT } from '../lib/translate';
import type { LoaderFunctionArgs } from '@remix-run/node';

/** The blog's RSS feed, its links at the installation's public address (never the request's `Host`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = fixedT(await pageLocale(request, null));
  const xml = blogFeedXml({
    baseUrl: publicBaseUrl(),
    title: t('blog:feed.title'),
    description: t('blog:feed.description'),
    posts: await latestBlogPosts(await serviceDeps()),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } });
}
