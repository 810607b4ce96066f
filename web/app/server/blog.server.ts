import type { SubmissionResult } from '@conform-to/react';
import { BLOG_COVER, checkBlogCover, parseBlogTags, type FieldError } from '@slipcase/domain';
import { deleteBlogPost, prepareBlogCover, saveBlogPost, setBlogPostPublished } from '@slipcase/services/blog/save-blog-post';
import { blogPostFormSchema } from '../lib/blog-schema';
import { encodeError } from '../lib/error-messages';
import { serviceDeps } from './deps.server';
import { readForm } from './read-form.server';
import { withMultipartForm } from './uploads.server';

export type BlogPostFormResult =
  | { ok: true; postId: string | null; intent: 'save' | 'publish' | 'unpublish' | 'delete' }
  | { ok: false; status: number; reply: SubmissionResult<string[]> };

function groupByField(errors: readonly FieldError[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const error of errors) (grouped[error.field] ??= []).push(encodeError(error));
  return grouped;
}

/**
 * The staff's post editor (multipart, the cover streamed to a temporary file): saves the post (`postId` null creates
 * it), then publishes or unpublishes it when asked; or deletes it. A refusal keeps what was typed and names each field.
 */
export async function receiveBlogPostForm(request: Request, postId: string | null, authorName: string): Promise<BlogPostFormResult> {
  return withMultipartForm(request, { maxBytes: { cover: BLOG_COVER.maxBytes } }, async (form) => {
    if (!form.ok) {
      const error = groupByField(checkBlogCover({ format: 'jpeg', width: 0, height: 0, sizeBytes: Infinity }));
      return { ok: false, status: 413, reply: { status: 'error', error } };
    }
    const submission = await readForm(form.formData, blogPostFormSchema);
    if (submission.status !== 'success') return { ok: false, status: 400, reply: submission.reply({ hideFields: ['cover'] }) };
    const { intent, removeCover, tags, cover: _file, ...text } = submission.value;
    const deps = await serviceDeps();

    if (intent === 'delete') {
      if (!postId || !(await deleteBlogPost(deps, postId))) throw new Response('Not found', { status: 404 });
      return { ok: true, postId: null, intent };
    }
    const upload = form.file('cover');
    const cover = upload && upload.size > 0 ? await prepareBlogCover(upload.path) : null;
    if (cover && 'errors' in cover) return { ok: false, status: 400, reply: submission.reply({ fieldErrors: groupByField(cover.errors), hideFields: ['cover'] }) };

    const saved = await saveBlogPost(deps, {
      postId,
      post: { ...text, tags: parseBlogTags(tags) },
      authorName,
      coverPath: cover?.path ?? null,
      removeCover: removeCover === 'on',
    });
    if (!saved.ok && saved.kind === 'not_found') throw new Response('Not found', { status: 404 });
    if (!saved.ok) return { ok: false, status: 400, reply: submission.reply({ fieldErrors: groupByField(saved.errors), hideFields: ['cover'] }) };
    if (intent !== 'save') await setBlogPostPublished(deps, { postId: saved.id, published: intent === 'publish' });
    return { ok: true, postId: saved.id, intent };
  });
}
