import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { readBlogPost } from '@slipcase/services/blog/blog-posts';
import { useTranslation } from 'react-i18next';
import { PostBody } from '../components/blog/post-body';
import { PostCard } from '../components/blog/post-card';
import { blogCoverUrl } from '../lib/blog-schema';
import { formatDate } from '../lib/format';
import { errorTitle, titleWith } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { publicBaseUrl } from '../server/public-url.server';

/** A published post (001 §2) with the posts before and after it and similar ones; a draft or unknown address is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const read = await readBlogPost(await serviceDeps(), params.id ?? '');
  if (!read) throw new Response('Not found', { status: 404 });
  const base = publicBaseUrl();
  const { post } = read;
  return json({
    ...read,
    shareUrl: `${base}/blog/${post.slug}`,
    imageUrl: post.coverKey ? `${base}${blogCoverUrl(post.slug, post.coverKey)}` : null,
  });
}

/** The title, and the cards a link shared on a social network or a chat shows (Open Graph and Twitter). */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => {
  if (error || !data) return errorTitle(matches, error);
  const { post, shareUrl, imageUrl } = data;
  return [
    ...titleWith(post.title),
    { name: 'description', content: post.summary },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: post.title },
    { property: 'og:description', content: post.summary },
    { property: 'og:url', content: shareUrl },
    { property: 'article:published_time', content: post.publishedAt },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }, { property: 'og:image:width', content: '1600' }, { property: 'og:image:height', content: '900' }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: post.title },
    { name: 'twitter:description', content: post.summary },
    ...(imageUrl ? [{ name: 'twitter:image', content: imageUrl }] : []),
    { tagName: 'link', rel: 'canonical', href: shareUrl },
  ];
};

export default function BlogPostPage() {
  const { t, i18n } = useTranslation('blog');
  const { post, previous, next, similar } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <Link to="/blog" className="text-sm underline-offset-4 hover:underline">
        ← {t('post.back')}
      </Link>
      <article lang={post.language} className="space-y-6">
        <header className="space-y-3">
          <h1 className="text-3xl font-semibold leading-tight">{post.title}</h1>
          <p className="text-sm text-muted-foreground">
            {t('post.byline', { author: post.authorName, date: formatDate(i18n.language, post.publishedAt) })}
          </p>
          {post.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('post.tags')}>
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link to={`/blog?tag=${encodeURIComponent(tag)}`} className="rounded-full border px-3 py-1 text-xs hover:bg-muted">
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        {post.coverKey ? <img src={blogCoverUrl(post.slug, post.coverKey)} alt="" className="aspect-video w-full rounded-lg object-cover" /> : null}
        <PostBody markdown={post.body} />
      </article>

      {previous || next ? (
        <nav aria-label={t('post.moreNav')} className="grid gap-3 border-t pt-6 sm:grid-cols-2">
          {previous ? (
            <Link to={`/blog/${previous.slug}`} rel="prev" className="rounded-lg border p-4 hover:bg-muted">
              <span className="block text-xs text-muted-foreground">← {t('post.previous')}</span>
              <span className="font-medium">{previous.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={`/blog/${next.slug}`} rel="next" className="rounded-lg border p-4 text-right hover:bg-muted">
              <span className="block text-xs text-muted-foreground">{t('post.next')} →</span>
              <span className="font-medium">{next.title}</span>
            </Link>
          ) : null}
        </nav>
      ) : null}

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="space-y-4">
          <h2 id="similar-heading" className="text-xl font-semibold">
            {t('post.similar')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {similar.map((other) => (
              <li key={other.id}>
                <PostCard post={other} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
