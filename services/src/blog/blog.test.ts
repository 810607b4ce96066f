import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, type BlogPostInput } from '@slipcase/domain';
import { writeCover } from '@slipcase/plugin-contract/testing/test-media';
import { LocalFileStorage } from '../storage/storage';
import { blogFeedXml } from './blog-feed';
import { latestBlogPosts, listBlogPosts, readBlogPost, staffBlogPosts } from './blog-posts';
import { deleteBlogPost, prepareBlogCover, saveBlogPost, setBlogPostPublished } from './save-blog-post';

let db: TestDatabase;
let dir: string;
let storage: LocalFileStorage;
beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-blog-'))]);
  storage = new LocalFileStorage(join(dir, 'storage'));
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const day = (n: number) => new Date(Date.UTC(2026, 5, n, 9));
const settings = { ...DEFAULT_SETTINGS, blogPageSize: 2 };
const deps = (now = day(30)) => ({ prisma: db.prisma, storage, now, settings });
const input = (title: string, tags: string[] = [], extra: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title,
  summary: `About ${title}`,
  body: `# ${title}\n\nBody of ${title}.`,
  language: 'en',
  tags,
  ...extra,
});

async function publishedPost(title: string, tags: string[], on: Date) {
  const saved = await saveBlogPost(deps(on), { postId: null, post: input(title, tags), authorName: 'Ana (staff)', coverPath: null });
  if (!saved.ok) throw new Error('not saved');
  await setBlogPostPublished(deps(on), { postId: saved.id, published: true });
  return saved;
}

async function upload(name: string, width: number, height: number) {
  const folder = join(dir, 'uploads', name);
  await mkdir(folder, { recursive: true });
  const path = join(folder, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: '#36c' } }).png().toFile(path);
  return path;
}

describe('the blog as visitors read it', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    const first = await publishedPost('First steps', ['tips', 'release'], day(1));
    const second = await publishedPost('Spotify pitching', ['tips', 'spotify', 'release'], day(2));
    const third = await publishedPost('Gear for home studios', ['gear'], day(3));
    const fourth = await publishedPost('Release day checklist', ['release', 'tips'], day(4));
    const draft = await saveBlogPost(deps(), { postId: null, post: input('Unfinished', ['tips']), authorName: 'Ana', coverPath: null });
    const later = await publishedPost('Scheduled', ['tips'], day(40));
    ids = { first: first.id, second: second.id, third: third.id, fourth: fourth.id, draft: draft.ok ? draft.id : '', later: later.id };
  });

  it('lists published posts newest first, a page at a time, without drafts or posts dated later', async () => {
    const page1 = await listBlogPosts(deps(), { page: 1 });
    expect(page1).toMatchObject({ total: 4, page: 1, pages: 2, previous: null, next: 2 });
    expect(page1.posts.map((p) => p.title)).toEqual(['Release day checklist', 'Gear for home studios']);
    const page2 = await listBlogPosts(deps(), { page: 2 });
    expect(page2.posts.map((p) => p.title)).toEqual(['Spotify pitching', 'First steps']);
    expect((await listBlogPosts(deps(), { page: 7 })).page).toBe(2);
    expect((await listBlogPosts(deps(), { page: 1, tag: 'gear' })).posts.map((p) => p.title)).toEqual(['Gear for home studios']);
    expect((await listBlogPosts(deps(day(41)), { page: 1 })).total).toBe(5);
  });

  it('reads a post with the posts before and after it and the similar ones', async () => {
    const read = await readBlogPost(deps(), 'spotify-pitching');
    expect(read?.post.title).toBe('Spotify pitching');
    expect(read?.previous).toEqual({ slug: 'first-steps', title: 'First steps' });
    expect(read?.next).toEqual({ slug: 'gear-for-home-studios', title: 'Gear for home studios' });
    // Both share two tags with it; the newer first. The gear post shares none.
    expect(read?.similar.map((p) => p.title)).toEqual(['Release day checklist', 'First steps']);
    expect((await readBlogPost(deps(), 'first-steps'))?.previous).toBeNull();
    expect((await readBlogPost(deps(), 'release-day-checklist'))?.next).toBeNull();
  });

  it('does not show a draft or a post dated later, and the staff list has every post', async () => {
    expect(await readBlogPost(deps(), 'unfinished')).toBeNull();
    expect(await readBlogPost(deps(), 'scheduled')).toBeNull();
    expect(await readBlogPost(deps(), 'no-such-post')).toBeNull();
    expect((await staffBlogPosts(deps())).map((p) => p.id)).toEqual(expect.arrayContaining(Object.values(ids)));
  });

  it('writes an RSS feed of the newest posts with every text escaped', async () => {
    await publishedPost('Beats & <script>alert(1)</script>', ['tips'], day(5));
    const xml = blogFeedXml({ baseUrl: 'https://music.example.org', title: 'Slipcase blog', description: 'News', posts: await latestBlogPosts(deps()) });
    expect(xml).toContain('<title>Beats &amp; &lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('<link>https://music.example.org/blog/beats-script-alert-1-script</link>');
    expect(xml).toContain(`<pubDate>${day(5).toUTCString()}</pubDate>`);
    expect(xml.match(/<item>/g)).toHaveLength(5);
  });
});

describe('writing posts', () => {
  it('refuses an invalid post and saves nothing', async () => {
    const before = await db.prisma.blogPost.count();
    const refused = await saveBlogPost(deps(), { postId: null, post: input('', [], { language: 'fr' }), authorName: 'Ana', coverPath: null });
    expect(refused).toEqual({ ok: false, kind: 'invalid', errors: [{ code: 'required', field: 'title' }, { code: 'invalid_choice', field: 'language' }] });
    expect(await db.prisma.blogPost.count()).toBe(before);
    expect(await saveBlogPost(deps(), { postId: 'nope', post: input('Ghost'), authorName: 'Ana', coverPath: null })).toEqual({ ok: false, kind: 'not_found' });
  });

  it('gives a taken address the next free number, even when saved at the same time', async () => {
    const saves = await Promise.all([1, 2, 3].map(() => saveBlogPost(deps(), { postId: null, post: input('Same title'), authorName: 'Ana', coverPath: null })));
    expect(saves.map((s) => (s.ok ? s.slug : null)).sort()).toEqual(['same-title', 'same-title-2', 'same-title-3']);
  });

  it('lets the address follow the title until the first publication, then keeps it and the first date', async () => {
    const saved = await saveBlogPost(deps(), { postId: null, post: input('Working title'), authorName: 'Ana', coverPath: null });
    if (!saved.ok) throw new Error('not saved');
    const renamed = await saveBlogPost(deps(), { postId: saved.id, post: input('Final title'), authorName: 'Ana', coverPath: null });
    expect(renamed).toEqual({ ok: true, id: saved.id, slug: 'final-title' });
    await setBlogPostPublished(deps(day(10)), { postId: saved.id, published: true });
    const edited = await saveBlogPost(deps(), { postId: saved.id, post: input('Final title, corrected'), authorName: 'Ana', coverPath: null });
    expect(edited).toEqual({ ok: true, id: saved.id, slug: 'final-title' });
    await setBlogPostPublished(deps(day(11)), { postId: saved.id, published: false });
    expect(await readBlogPost(deps(), 'final-title')).toBeNull();
    await setBlogPostPublished(deps(day(12)), { postId: saved.id, published: true });
    expect((await readBlogPost(deps(), 'final-title'))?.post.publishedAt).toEqual(day(10));
    expect(await setBlogPostPublished(deps(), { postId: 'nope', published: true })).toBe(false);
  });

  it('keeps a cover as a 1600×900 JPEG, replaces it under a new key and removes it with the post', async () => {
    expect(await prepareBlogCover(await upload('small', 640, 360))).toEqual({ errors: [{ code: 'image_too_small', field: 'cover', params: { min: '800×450' } }] });
    const first = (await prepareBlogCover(await upload('wide', 2400, 1000))) as { path: string };
    expect(await sharp(first.path).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 });

    const saved = await saveBlogPost(deps(day(1)), { postId: null, post: input('With a cover'), authorName: 'Ana', coverPath: first.path });
    if (!saved.ok) throw new Error('not saved');
    const firstKey = (await db.prisma.blogPost.findUniqueOrThrow({ where: { id: saved.id } })).coverKey as string;
    expect(firstKey).toBe(`blog/${saved.id}/cover-${day(1).getTime()}.jpg`);

    const second = (await prepareBlogCover(await writeCover(join(dir, 'uploads', 'square.jpg'), { sizePx: 1000, format: 'jpeg' }))) as { path: string };
    await saveBlogPost(deps(day(2)), { postId: saved.id, post: input('With a cover'), authorName: 'Ana', coverPath: second.path });
    const secondKey = (await db.prisma.blogPost.findUniqueOrThrow({ where: { id: saved.id } })).coverKey as string;
    expect(secondKey).not.toBe(firstKey);
    await expect(sharp(storage.path(firstKey)).metadata()).rejects.toThrow();
    expect((await sharp(storage.path(secondKey)).metadata()).height).toBe(900);

    expect(await deleteBlogPost(deps(), saved.id)).toBe(true);
    await expect(sharp(storage.path(secondKey)).metadata()).rejects.toThrow();
    expect(await deleteBlogPost(deps(), saved.id)).toBe(false);
  });
});
