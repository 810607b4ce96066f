import { dirname, join } from 'node:path';
import { BLOG_COVER, blogSlugCandidate, blogSlugOf, checkBlogCover, checkBlogPost, type BlogPostInput, type FieldError } from '@slipcase/domain';
import { inspectImage } from '@slipcase/plugin-contract';
import sharp from 'sharp';
import { isUniqueViolation } from '../database/unique-violation';
import type { ServiceDeps } from '../deps';

/** Addresses tried before giving up on a title whose address is taken (`tips`, `tips-2`, … `tips-50`). */
const SLUG_ATTEMPTS = 50;

/**
 * The uploaded cover checked with sharp and rewritten as a 1600×900 JPEG without metadata: cropped from the centre to
 * 16:9 and scaled (a cover of the smallest accepted size, 800×450, twice), so every card and share shows the same shape.
 */
export async function prepareBlogCover(uploadPath: string): Promise<{ path: string } | { errors: FieldError[] }> {
  const errors = checkBlogCover(await inspectImage(uploadPath));
  if (errors.length > 0) return { errors };
  const path = join(dirname(uploadPath), 'blog-cover.jpg');
  await sharp(uploadPath)
    .autoOrient()
    .resize({ width: BLOG_COVER.width, height: BLOG_COVER.height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: 88 })
    .toFile(path);
  return { path };
}

export type SaveBlogPostOutcome =
  | { ok: true; id: string; slug: string }
  | { ok: false; kind: 'invalid'; errors: FieldError[] }
  | { ok: false; kind: 'not_found' };

/** Runs `write` with the first free address for `title`; the unique index decides, so two staff saving at once never share one. */
async function withFreeSlug<T>(title: string, write: (slug: string) => Promise<T>): Promise<T> {
  const base = blogSlugOf(title);
  for (let n = 1; ; n += 1) {
    try {
      return await write(blogSlugCandidate(base, n));
    } catch (error) {
      if (!isUniqueViolation(error) || n >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/**
 * Creates (`postId` null) or edits a post. Its address comes from the title and follows it until the post is first
 * published; from then on it stays, so shared links keep working. A prepared cover (prepareBlogCover) replaces the
 * old one under a new key, so no cache holds the previous picture.
 */
export async function saveBlogPost(
  deps: Pick<ServiceDeps, 'prisma' | 'storage' | 'now'>,
  input: { postId: string | null; post: BlogPostInput; authorName: string; coverPath: string | null; removeCover?: boolean },
): Promise<SaveBlogPostOutcome> {
  const { prisma, storage } = deps;
  const errors = checkBlogPost(input.post);
  if (errors.length > 0) return { ok: false, kind: 'invalid', errors };
  const fields = { title: input.post.title.trim(), summary: input.post.summary.trim(), body: input.post.body, language: input.post.language, tags: [...input.post.tags] };

  const existing = input.postId ? await prisma.blogPost.findUnique({ where: { id: input.postId } }) : null;
  if (input.postId && !existing) return { ok: false, kind: 'not_found' };
  const keepSlug = existing !== null && (existing.publishedAt !== null || existing.title === fields.title);
  const saved = keepSlug
    ? await prisma.blogPost.update({ where: { id: existing.id }, data: fields })
    : await withFreeSlug(fields.title, (slug) =>
        existing
          ? prisma.blogPost.update({ where: { id: existing.id }, data: { ...fields, slug } })
          : prisma.blogPost.create({ data: { ...fields, slug, authorName: input.authorName } }),
      );

  const oldCover = saved.coverKey;
  if (input.coverPath) {
    const key = `blog/${saved.id}/cover-${deps.now.getTime()}.jpg`;
    await storage.put(key, input.coverPath);
    await prisma.blogPost.update({ where: { id: saved.id }, data: { coverKey: key } });
    if (oldCover) await storage.remove(oldCover);
  } else if (input.removeCover && oldCover) {
    await prisma.blogPost.update({ where: { id: saved.id }, data: { coverKey: null } });
    await storage.remove(oldCover);
  }
  return { ok: true, id: saved.id, slug: saved.slug };
}

/** Publishes a post now (a post published before keeps its first date) or takes it back to draft. False if there is none. */
export async function setBlogPostPublished(deps: Pick<ServiceDeps, 'prisma' | 'now'>, input: { postId: string; published: boolean }): Promise<boolean> {
  const post = await deps.prisma.blogPost.findUnique({ where: { id: input.postId }, select: { publishedAt: true } });
  if (!post) return false;
  const publishedAt = post.publishedAt ?? (input.published ? deps.now : null);
  await deps.prisma.blogPost.update({ where: { id: input.postId }, data: { published: input.published, publishedAt } });
  return true;
}

/** Deletes a post and its cover. False if there is none. */
export async function deleteBlogPost(deps: Pick<ServiceDeps, 'prisma' | 'storage'>, postId: string): Promise<boolean> {
  const post = await deps.prisma.blogPost.findUnique({ where: { id: postId }, select: { coverKey: true } });
  if (!post) return false;
  await deps.prisma.blogPost.deleteMany({ where: { id: postId } });
  if (post.coverKey) await deps.storage.remove(post.coverKey);
  return true;
}
