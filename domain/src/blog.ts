import type { FieldError } from './errors';
import type { ImageFacts } from './media-rules';
import { isCleanText } from './clean-text';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from './languages';
import { plainWords } from './plain-words';

/**
 * The blog's rules (001 §2 "Blog: list, post, similar articles, previous and next paging"): what a post may hold, the
 * address it gets, which posts are similar, and which page of the list is which. Staff write the posts; visitors read
 * the published ones.
 */
export const BLOG_LIMITS = { title: 120, summary: 300, body: 50_000, tags: 8, tag: 30, slug: 80 } as const;

/** A cover is shown 16:9 and shared as the post's card image: JPEG or PNG, at least 800×450, at most 10 MB. */
export const BLOG_COVER = { width: 1600, height: 900, minWidth: 800, minHeight: 450, maxBytes: 10 * 1024 * 1024 } as const;

export function checkBlogCover(facts: ImageFacts, field = 'cover'): FieldError[] {
  if (facts.sizeBytes > BLOG_COVER.maxBytes) return [{ code: 'image_too_large', field, params: { max: '10 MB' } }];
  if (facts.damaged) return [{ code: 'media_damaged', field }];
  if (!facts.format) return [{ code: 'image_format_invalid', field }];
  if (facts.width < BLOG_COVER.minWidth || facts.height < BLOG_COVER.minHeight) {
    return [{ code: 'image_too_small', field, params: { min: `${BLOG_COVER.minWidth}×${BLOG_COVER.minHeight}` } }];
  }
  return [];
}

export interface BlogPostInput {
  title: string;
  summary: string;
  /** Markdown; shown without any raw HTML it holds. */
  body: string;
  language: string;
  tags: readonly string[];
}

/** Tags as typed ("Release tips, Marketing,marketing"): trimmed, lower case, without repeats or empties. */
export function parseBlogTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim().replace(/\s+/g, ' ').toLowerCase())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)];
}

/** The post's address from its title: letters and digits without accents, words joined by hyphens. */
export function blogSlugOf(title: string): string {
  // Turkish dotless ı has no accent to drop: it reads as i.
  return plainWords(title.replace(/ı/g, 'i'), BLOG_LIMITS.slug) || 'post';
}

/** The `n`th address tried when `slug` is taken by another post: `slug`, `slug-2`, `slug-3`… */
export function blogSlugCandidate(slug: string, n: number): string {
  return n <= 1 ? slug : `${slug.slice(0, BLOG_LIMITS.slug - String(n).length - 1)}-${n}`;
}

function checkText(field: keyof typeof BLOG_LIMITS, value: string, shape: 'line' | 'lines', required: boolean): FieldError[] {
  if (required && value.trim() === '') return [{ code: 'required', field }];
  if (!isCleanText(value, shape)) return [{ code: 'invalid_characters', field }];
  if (value.length > BLOG_LIMITS[field]) return [{ code: 'too_long', field, params: { max: BLOG_LIMITS[field] } }];
  return [];
}

export function checkBlogPost(input: BlogPostInput): FieldError[] {
  const errors = [
    ...checkText('title', input.title, 'line', true),
    ...checkText('summary', input.summary, 'lines', true),
    ...checkText('body', input.body, 'lines', true),
  ];
  if (!(INTERFACE_LANGUAGES as readonly string[]).includes(input.language)) errors.push({ code: 'invalid_choice', field: 'language' });
  if (input.tags.length > BLOG_LIMITS.tags) errors.push({ code: 'too_long', field: 'tags', params: { max: BLOG_LIMITS.tags } });
  else if (input.tags.some((tag) => !isCleanText(tag))) errors.push({ code: 'invalid_characters', field: 'tags' });
  else if (input.tags.some((tag) => tag.length > BLOG_LIMITS.tag)) errors.push({ code: 'too_long', field: 'tags', params: { max: BLOG_LIMITS.tag } });
  return errors;
}

export const isBlogLanguage = (value: string): value is InterfaceLanguage => (INTERFACE_LANGUAGES as readonly string[]).includes(value);

export interface SimilarCandidate {
  id: string;
  tags: readonly string[];
  publishedAt: Date;
}

/** Up to `count` other posts sharing a tag with `post`: most shared tags first, then the newest. */
export function similarBlogPosts<T extends SimilarCandidate>(post: SimilarCandidate, candidates: readonly T[], count = 3): T[] {
  const tags = new Set(post.tags);
  return candidates
    .filter((candidate) => candidate.id !== post.id)
    .map((candidate) => ({ candidate, shared: candidate.tags.filter((tag) => tags.has(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.candidate.publishedAt.getTime() - a.candidate.publishedAt.getTime())
    .slice(0, count)
    .map(({ candidate }) => candidate);
}
