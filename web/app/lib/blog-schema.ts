import { INTERFACE_LANGUAGES } from '@slipcase/domain';
import { z } from 'zod';

/** The staff's post editor: the text fields (the cover is a file part of the same multipart form). */
export const blogPostFormSchema = z.object({
  intent: z.enum(['save', 'publish', 'unpublish', 'delete']),
  title: z.string().default(''),
  summary: z.string().default(''),
  body: z.string().default(''),
  language: z.enum(INTERFACE_LANGUAGES),
  tags: z.string().default(''),
  removeCover: z.literal('on').optional(),
  /** The cover's file part; checked on the server with sharp. */
  cover: z.unknown().optional(),
});

export type BlogPostFormValue = z.infer<typeof blogPostFormSchema>;

/** The list's query: `?page=N&tag=x`; anything else is ignored rather than refused (a link shared with a typo still opens). */
export function readBlogQuery(search: URLSearchParams): { page: number; tag: string | null } {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  const tag = search.get('tag')?.trim().toLowerCase().slice(0, 30) || null;
  return { page: Number.isFinite(page) ? page : 1, tag };
}

/** Where a post's cover is served; `v` changes with the cover, so it may be cached for long. */
export const blogCoverUrl = (slug: string, coverKey: string) => `/blog/${encodeURIComponent(slug)}/cover?v=${encodeURIComponent(coverKey.split('/').pop() ?? '')}`;
