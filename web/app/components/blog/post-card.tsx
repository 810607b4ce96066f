import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { blogCoverUrl } from '../../lib/blog-schema';
import { formatDate } from '../../lib/format';

export interface PostCardData {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  coverKey: string | null;
  publishedAt: string;
}

/** A post in a list: its cover, title, date and summary, the whole card one link. */
export function PostCard({ post }: { post: PostCardData }) {
  const { i18n } = useTranslation();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-card">
      {post.coverKey ? (
        <img src={blogCoverUrl(post.slug, post.coverKey)} alt="" className="aspect-video w-full object-cover" loading="lazy" />
      ) : (
        <div aria-hidden className="aspect-video w-full bg-gradient-to-br from-primary/20 to-muted" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <time dateTime={post.publishedAt} className="text-xs text-muted-foreground">
          {formatDate(i18n.language, post.publishedAt)}
        </time>
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 hover:underline focus-visible:underline">
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.summary}</p>
      </div>
    </article>
  );
}
