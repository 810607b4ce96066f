import { describe, expect, it } from 'vitest';
import { BLOG_LIMITS, checkBlogCover, blogSlugCandidate, blogSlugOf, checkBlogPost, parseBlogTags, similarBlogPosts } from './blog';

const post = { title: 'Release tips', summary: 'Three things to do first.', body: '# Hello\n\nText.', language: 'en', tags: ['tips'] };

describe('blogSlugOf', () => {
  it('keeps letters and digits without accents, words joined by one hyphen', () => {
    expect(blogSlugOf('  Como lançar o seu 1º álbum?! ')).toBe('como-lancar-o-seu-1o-album');
    expect(blogSlugOf('Şarkı yayınlamak için İpuçları')).toBe('sarki-yayinlamak-icin-ipuclari');
    expect(blogSlugOf('<script>alert(1)</script>')).toBe('script-alert-1-script');
  });

  it('is never empty and never longer than the limit, nor ends with a hyphen', () => {
    expect(blogSlugOf('¿¡!?')).toBe('post');
    const long = blogSlugOf(`${'a'.repeat(79)} b`);
    expect(long.length).toBeLessThanOrEqual(BLOG_LIMITS.slug);
    expect(long.endsWith('-')).toBe(false);
  });

  it('numbers the candidates after the first, within the limit', () => {
    expect(blogSlugCandidate('tips', 1)).toBe('tips');
    expect(blogSlugCandidate('tips', 2)).toBe('tips-2');
    expect(blogSlugCandidate('x'.repeat(80), 12)).toHaveLength(80);
  });
});

describe('parseBlogTags', () => {
  it('trims, lowers and drops repeats and empties', () => {
    expect(parseBlogTags(' Release Tips,  marketing ,, MARKETING,release   tips')).toEqual(['release tips', 'marketing']);
    expect(parseBlogTags('')).toEqual([]);
  });
});

describe('checkBlogPost', () => {
  it('accepts a complete post', () => {
    expect(checkBlogPost(post)).toEqual([]);
  });

  it('names each field that is missing, too long, of another language or with control characters', () => {
    expect(checkBlogPost({ ...post, title: ' ', summary: '', body: '' }).map((e) => [e.field, e.code])).toEqual([
      ['title', 'required'],
      ['summary', 'required'],
      ['body', 'required'],
    ]);
    expect(checkBlogPost({ ...post, title: 'a'.repeat(121) })).toEqual([{ code: 'too_long', field: 'title', params: { max: 120 } }]);
    expect(checkBlogPost({ ...post, title: 'Tips\u001b[31m' })).toEqual([{ code: 'invalid_characters', field: 'title' }]);
    expect(checkBlogPost({ ...post, body: 'line\u0000' })).toEqual([{ code: 'invalid_characters', field: 'body' }]);
    expect(checkBlogPost({ ...post, body: 'one\r\ntwo\tthree' })).toEqual([]);
    expect(checkBlogPost({ ...post, language: 'fr' })).toEqual([{ code: 'invalid_choice', field: 'language' }]);
    expect(checkBlogPost({ ...post, tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] })).toEqual([{ code: 'too_long', field: 'tags', params: { max: 8 } }]);
    expect(checkBlogPost({ ...post, tags: ['t'.repeat(31)] })).toEqual([{ code: 'too_long', field: 'tags', params: { max: 30 } }]);
  });
});

describe('similarBlogPosts', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const own = { id: 'own', tags: ['tips', 'marketing', 'spotify'], publishedAt: day(10) };
  const candidates = [
    own,
    { id: 'one-tag-new', tags: ['tips'], publishedAt: day(9) },
    { id: 'two-tags', tags: ['marketing', 'spotify'], publishedAt: day(1) },
    { id: 'one-tag-old', tags: ['spotify'], publishedAt: day(2) },
    { id: 'unrelated', tags: ['gear'], publishedAt: day(11) },
  ];

  it('ranks by shared tags, then newest, leaving out the post itself and posts with nothing in common', () => {
    expect(similarBlogPosts(own, candidates).map((p) => p.id)).toEqual(['two-tags', 'one-tag-new', 'one-tag-old']);
    expect(similarBlogPosts(own, candidates, 1).map((p) => p.id)).toEqual(['two-tags']);
    expect(similarBlogPosts({ ...own, tags: [] }, candidates)).toEqual([]);
  });
});

describe('checkBlogCover', () => {
  const facts = { format: 'jpeg' as const, width: 800, height: 450, sizeBytes: 1000 };
  it('takes a JPEG or PNG of at least 800×450 and at most 10 MB, of any shape', () => {
    expect(checkBlogCover(facts)).toEqual([]);
    expect(checkBlogCover({ ...facts, width: 3000, height: 3000 })).toEqual([]);
    expect(checkBlogCover({ ...facts, height: 449 })).toEqual([{ code: 'image_too_small', field: 'cover', params: { min: '800×450' } }]);
    expect(checkBlogCover({ ...facts, format: null })).toEqual([{ code: 'image_format_invalid', field: 'cover' }]);
    expect(checkBlogCover({ ...facts, damaged: true })).toEqual([{ code: 'media_damaged', field: 'cover' }]);
    expect(checkBlogCover({ ...facts, sizeBytes: 10 * 1024 * 1024 + 1 })).toEqual([{ code: 'image_too_large', field: 'cover', params: { max: '10 MB' } }]);
  });
});
