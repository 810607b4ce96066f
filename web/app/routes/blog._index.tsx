import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { listBlogPosts } from '@slipcase/services/blog/blog-posts';
import { useTranslation } from 'react-i18next';
import { PostCard } from '../components/blog/post-card';
import { EmptyState } from '../components/empty-state';
import { buttonVariants } from '../components/ui/button';
import { readBlogQuery } from '../lib/blog-schema';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';

/** The blog (001 §2): published posts, newest first, a page at a time (`?page=N`), optionally of one tag (`?tag=x`). */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = readBlogQuery(new URL(request.url).searchParams);
  const list = await listBlogPosts(await serviceDeps(), query);
  return json({ ...list, tag: query.tag });
}

export const meta = titleMeta('blog:list.title');

const pageLink = (page: number, tag: string | null) => `/blog?${new URLSearchParams({ ...(tag && { tag }), page: String(page) })}`;

export default function BlogPage() {
  const { t } = useTranslation('blog');
  const { posts, page, pages, previous, next, tag } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('list.title')}</h1>
          <p className="text-muted-foreground">{tag ? t('list.taggedWith', { tag }) : t('list.intro')}</p>
        </div>
        <div className="flex gap-3 text-sm">
          {tag ? (
            <Link to="/blog" className="underline underline-offset-4">
              {t('list.allPosts')}
            </Link>
          ) : null}
          <a href="/blog/rss.xml" className="underline underline-offset-4">
            {t('list.rss')}
          </a>
        </div>
      </header>
      {posts.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')} body={t('list.emptyBody')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('list.paging')} className="flex items-center justify-between gap-3">
          {previous ? (
            <Link to={pageLink(previous, tag)} rel="prev" className={buttonVariants({ variant: 'outline' })}>
              ← {t('list.newer')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">{t('list.pageOf', { page, pages })}</span>
          {next ? (
            <Link to={pageLink(next, tag)} rel="next" className={buttonVariants({ variant: 'outline' })}>
              {t('list.older')} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
