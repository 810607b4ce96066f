import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { staffBlogPost } from '@slipcase/services/blog/blog-posts';
import { useTranslation } from 'react-i18next';
import { PostEditor, type PostEditorDefaults } from '../components/blog/post-editor';
import { Alert } from '../components/ui/alert';
import { blogCoverUrl } from '../lib/blog-schema';
import { titleMeta } from '../lib/meta';
import { receiveBlogPostForm } from '../server/blog.server';
import { serviceDeps } from '../server/deps.server';
import { requireOperator } from '../server/session.server';

const NEW = 'new';

/** A post in the staff's editor (`/operator/blog/new` for a new one); an unknown id is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const operator = await requireOperator(request);
  if (params.id === NEW) {
    const defaults: PostEditorDefaults = { title: '', summary: '', body: '', language: operator.language ?? 'en', tags: '', coverUrl: null, published: false };
    return json({ isNew: true, slug: null, defaults });
  }
  const post = await staffBlogPost(await serviceDeps(), params.id ?? '');
  if (!post) throw new Response('Not found', { status: 404 });
  const defaults: PostEditorDefaults = {
    title: post.title,
    summary: post.summary,
    body: post.body,
    language: post.language,
    tags: post.tags.join(', '),
    coverUrl: post.coverKey ? blogCoverUrl(post.slug, post.coverKey) : null,
    published: post.published,
  };
  return json({ isNew: false, slug: post.published ? post.slug : null, defaults });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const operator = await requireOperator(request);
  const result = await receiveBlogPostForm(request, params.id === NEW ? null : (params.id ?? null), operator.name || operator.username);
  if (!result.ok) return json({ reply: result.reply }, { status: result.status });
  if (result.postId === null) return redirect('/operator/blog');
  return redirect(`/operator/blog/${result.postId}?saved=${result.intent}`);
}

export const meta = titleMeta('blog:editor.pageTitle');

export default function StaffBlogPostPage() {
  const { t } = useTranslation('blog');
  const { isNew, slug, defaults } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saved = useSearchParams()[0].get('saved');
  const done = saved === 'save' || saved === 'publish' || saved === 'unpublish' ? saved : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/operator/blog" className="text-sm underline-offset-4 hover:underline">
        ← {t('staff.back')}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">{isNew ? t('editor.newTitle') : t('editor.editTitle')}</h1>
        {slug ? (
          <Link to={`/blog/${slug}`} className="text-sm underline underline-offset-4">
            {t('editor.view')}
          </Link>
        ) : null}
      </div>
      {done && !result ? (
        <Alert role="status">{t(`editor.done.${done}`)}</Alert>
      ) : null}
      <PostEditor key={JSON.stringify(defaults)} defaults={defaults} lastResult={result?.reply} isNew={isNew} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
