import { el, renderXmlDocument } from '@slipcase/plugin-contract/ern/xml-writer';
import type { ListedBlogPost } from './blog-posts';

/** The blog's RSS 2.0 feed: the newest posts, each linking to its page at the installation's public address. */
export function blogFeedXml(input: { baseUrl: string; title: string; description: string; posts: readonly ListedBlogPost[] }): string {
  const { baseUrl, posts } = input;
  const link = `${baseUrl}/blog`;
  return renderXmlDocument(
    el(
      'rss',
      { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' },
      el(
        'channel',
        el('title', input.title),
        el('link', link),
        el('description', input.description),
        el('atom:link', { href: `${baseUrl}/blog/rss.xml`, rel: 'self', type: 'application/rss+xml' }),
        posts[0] ? el('lastBuildDate', posts[0].publishedAt.toUTCString()) : null,
        posts.map((post) =>
          el(
            'item',
            el('title', post.title),
            el('link', `${link}/${post.slug}`),
            el('guid', { isPermaLink: 'true' }, `${link}/${post.slug}`),
            el('description', post.summary),
            el('pubDate', post.publishedAt.toUTCString()),
            post.tags.map((tag) => el('category', tag)),
          ),
        ),
      ),
    ),
  );
}
