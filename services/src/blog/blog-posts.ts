import { pageOf, similarBlogPosts } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';

/** What a visitor's list shows of a post. */
const LISTED = { id: true, slug: true, title: true, summary: true, language: true, tags: true, coverKey: true, authorName: true, publishedAt: true } as const;

const published = (now: Date) => ({ published: true, publishedAt: { not: null, lte: now } });

export interface ListedBlogPost {
  id: string;
  slug: string;
  title: string;
  summary: string;
  language: string;
  tags: string[];
  coverKey: string | null;
  authorName: string;
  publishedAt: Date;
}

const listed = <T extends { publishedAt: Date | null }>(post: T) => ({ ...post, publishedAt: post.publishedAt as Date });

/** A page of the published posts, newest first, optionally of one tag. A page that does not exist is the nearest. */
export async function listBlogPosts(
  deps: Pick<ServiceDeps, 'prisma' | 'now' | 'settings'>,
  input: { page: number; tag?: string | null },
) {
  const where = { ...published(deps.now), ...(input.tag ? { tags: { has: input.tag } } : {}) };
  const total = await deps.prisma.blogPost.count({ where });
  const paging = pageOf(input.page, total, deps.settings.blogPageSize);
  const posts = await deps.prisma.blogPost.findMany({
    where,
    select: LISTED,
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    skip: paging.skip,
    take: deps.settings.blogPageSize,
  });
  return { posts: posts.map(listed), total, ...paging };
}

/**
 * A published post by its address, with the posts before and after it in time and up to three similar ones (by
 * shared tags); null when there is none or it is a draft or scheduled for later.
 */
export async function readBlogPost(deps: Pick<ServiceDeps, 'prisma' | 'now'>, slug: string) {
  const post = await deps.prisma.blogPost.findFirst({ where: { slug, ...published(deps.now) } });
  if (!post?.publishedAt) return null;
  const at = post.publishedAt;
  const [previous, next, others] = await Promise.all([
    deps.prisma.blogPost.findFirst({
      where: { ...published(deps.now), OR: [{ publishedAt: { lt: at } }, { publishedAt: at, id: { lt: post.id } }] },
      select: { slug: true, title: true },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    }),
    deps.prisma.blogPost.findFirst({
      where: { ...published(deps.now), OR: [{ publishedAt: { gt: at } }, { publishedAt: at, id: { gt: post.id } }] },
      select: { slug: true, title: true },
      orderBy: [{ publishedAt: 'asc' }, { id: 'asc' }],
    }),
    deps.prisma.blogPost.findMany({ where: { ...published(deps.now), tags: { hasSome: post.tags }, id: { not: post.id } }, select: LISTED }),
  ]);
  return { post: { ...post, publishedAt: at }, previous, next, similar: similarBlogPosts({ ...post, publishedAt: at }, others.map(listed)) };
}

/** Every post, drafts included, for the staff's list: the newest edited first. */
export async function staffBlogPosts(deps: Pick<ServiceDeps, 'prisma'>) {
  return deps.prisma.blogPost.findMany({
    select: { id: true, slug: true, title: true, language: true, tags: true, published: true, publishedAt: true, updatedAt: true },
    orderBy: { updatedAt: 'desc' },
  });
}

/** One post, draft or not, for the staff's editor. */
export async function staffBlogPost(deps: Pick<ServiceDeps, 'prisma'>, id: string) {
  return deps.prisma.blogPost.findUnique({ where: { id } });
}

/** The newest published posts for the feed. */
export async function latestBlogPosts(deps: Pick<ServiceDeps, 'prisma' | 'now'>, count = 20): Promise<ListedBlogPost[]> {
  const posts = await deps.prisma.blogPost.findMany({ where: published(deps.now), select: LISTED, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], take: count });
  return posts.map(listed);
}

/** The cover of the post at `slug`: of a published post to anyone, of a draft only when `drafts` (staff). */
export async function blogCoverKey(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { slug: string; drafts: boolean }) {
  const post = await deps.prisma.blogPost.findUnique({ where: { slug: input.slug }, select: { coverKey: true, published: true, publishedAt: true } });
  if (!post?.coverKey) return null;
  const visible = post.published && post.publishedAt !== null && post.publishedAt <= deps.now;
  return visible || input.drafts ? { coverKey: post.coverKey, visible } : null;
}
