import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { staffBlogPosts } from '@slipcase/services/blog/blog-posts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Badge } from '../components/ui/badge';
import { buttonVariants } from '../components/ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../components/ui/stacked-table';
import { TableHead, TableRow } from '../components/ui/table';
import { formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { requireOperator } from '../server/session.server';

/** The staff's blog: every post, drafts included, the last edited first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  return json({ posts: await staffBlogPosts(await serviceDeps()) });
}

export const meta = titleMeta('blog:staff.title');

export default function StaffBlogPage() {
  const { t, i18n } = useTranslation('blog');
  const { t: ts } = useTranslation('shell');
  const { posts } = useLoaderData<typeof loader>();
  const column = (name: string) => t(`staff.columns.${name}`);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('staff.title')}</h1>
          <p className="text-muted-foreground">{t('staff.intro')}</p>
        </div>
        <Link to="/operator/blog/new" className={buttonVariants()}>
          {t('staff.new')}
        </Link>
      </div>
      {posts.length === 0 ? (
        <EmptyState title={t('staff.emptyTitle')} body={t('staff.emptyBody')} />
      ) : (
        <StackedTable>
          <StackedHeader>
            <TableRow>
              <TableHead>{column('title')}</TableHead>
              <TableHead>{column('status')}</TableHead>
              <TableHead>{column('language')}</TableHead>
              <TableHead>{column('updated')}</TableHead>
            </TableRow>
          </StackedHeader>
          <StackedBody>
            {posts.map((post) => (
              <StackedRow key={post.id}>
                <StackedCell label={column('title')}>
                  <Link to={`/operator/blog/${post.id}`} className="font-medium underline-offset-4 hover:underline">
                    {post.title}
                  </Link>
                </StackedCell>
                <StackedCell label={column('status')}>
                  <Badge variant={post.published ? 'default' : 'secondary'}>{post.published ? t('staff.published') : t('staff.draft')}</Badge>
                </StackedCell>
                <StackedCell label={column('language')}>{ts(`language.names.${post.language}`)}</StackedCell>
                <StackedCell label={column('updated')}>{formatDate(i18n.language, post.updatedAt)}</StackedCell>
              </StackedRow>
            ))}
          </StackedBody>
        </StackedTable>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
