import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { settle } from '../testing/sign-in';
import { loader as postLoader } from './blog.$id';
import { loader as listLoader } from './blog._index';
import { loader as feedLoader } from './blog.rss[.]xml';
import { loader as coverLoader } from './blog_.$id.cover';
import { loader as staffListLoader } from './operator.blog';
import { action as editorAction, loader as editorLoader } from './operator.blog_.$id';

let database: TestDatabase;
let workDir: string;
let staffCookie: string;
let artistCookie: string;
let cover: File;

beforeAll(async () => {
  database = await useTestDatabase();
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-web-blog-'));
  process.env.SLIPCASE_STORAGE_DIR = join(workDir, 'storage');
  process.env.SLIPCASE_PUBLIC_URL = 'https://music.example.org';
  const staff = await createUser(database, { username: 'blog-staff', password: 'pw-123456!', role: 'operator' });
  const artist = await createUser(database, { username: 'blog-artist', password: 'pw-123456!' });
  [staffCookie, artistCookie] = await Promise.all([sessionCookie(staff.id), sessionCookie(artist.id)]);
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c36' } }).png().toBuffer();
  cover = new File([png], 'cover.png', { type: 'image/png' });
});

afterAll(async () => {
  await database?.drop();
  delete process.env.SLIPCASE_PUBLIC_URL;
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const fields = (extra: Record<string, string | File> = {}) => ({
  intent: 'publish',
  title: 'Your first release, step by step',
  summary: 'What to prepare before you open the wizard.',
  body: '## Artwork\n\nA square cover of 3000 px.\n\n<script>alert("x")</script>\n\n[Click](javascript:alert(1)) and [the guide](https://example.org/guide).',
  language: 'en',
  tags: 'Release tips, Artwork',
  ...extra,
});

function post(path: string, cookie: string, values: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return new Request(`http://localhost${path}`, { method: 'POST', body, headers: { Cookie: cookie } });
}

const edit = (id: string, cookie: string, values: Record<string, string | File>) =>
  settle(editorAction({ request: post(`/operator/blog/${id}`, cookie, values), params: { id }, context: {} }));
const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {});

describe('the blog, written by staff and read by visitors', () => {
  let postId: string;

  it('lets staff publish a post with a cover, and refuses anyone else', async () => {
    const refused = await edit('new', artistCookie, fields());
    expect(refused.status).toBe(403);
    expect(await database.prisma.blogPost.count()).toBe(0);

    const published = await edit('new', staffCookie, fields({ cover }));
    expect(published.status).toBe(302);
    postId = (published.headers.get('Location') ?? '').match(/^\/operator\/blog\/([^?]+)\?saved=publish$/)?.[1] ?? '';
    expect(await database.prisma.blogPost.findUniqueOrThrow({ where: { id: postId } })).toMatchObject({
      slug: 'your-first-release-step-by-step',
      tags: ['release tips', 'artwork'],
      authorName: 'blog-staff Name',
      published: true,
    });
  });

  it('answers a refused form with each field\'s message, and saves nothing', async () => {
    const before = await database.prisma.blogPost.count();
    const refused = await edit('new', staffCookie, fields({ title: '', language: 'fr' }));
    expect(refused.status).toBe(400);
    const small = new File([await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000' } }).png().toBuffer()], 'small.png', { type: 'image/png' });
    const tooSmall = await edit('new', staffCookie, fields({ title: 'Small cover', cover: small }));
    expect(tooSmall.status).toBe(400);
    expect(((await tooSmall.json()) as { reply: { error: Record<string, string[]> } }).reply.error.cover).toEqual([expect.stringContaining('image_too_small')]);
    expect(await database.prisma.blogPost.count()).toBe(before);
  });

  it('shows the post with its cards, its Markdown without HTML, and its cover to anyone', async () => {
    const list = (await (await settle(listLoader({ request: get('/blog'), params: {}, context: {} }))).json()) as { posts: Array<{ slug: string }> };
    expect(list.posts.map((p) => p.slug)).toEqual(['your-first-release-step-by-step']);

    const page = (await (await settle(postLoader({ request: get('/blog/your-first-release-step-by-step'), params: { id: 'your-first-release-step-by-step' }, context: {} }))).json()) as {
      post: { body: string; coverKey: string };
      shareUrl: string;
      imageUrl: string;
    };
    expect(page.shareUrl).toBe('https://music.example.org/blog/your-first-release-step-by-step');
    expect(page.imageUrl).toMatch(/^https:\/\/music\.example\.org\/blog\/your-first-release-step-by-step\/cover\?v=cover-\d+\.jpg$/);

    const image = await settle(coverLoader({ request: get('/blog/your-first-release-step-by-step/cover'), params: { id: 'your-first-release-step-by-step' }, context: {} }));
    expect(image.status).toBe(200);
    expect(image.headers.get('Cache-Control')).toBe('public, max-age=604800');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 1600, height: 900 });
  });

  it('hides a post taken back to draft from visitors, its cover and the feed, but not from staff', async () => {
    expect((await edit(postId, staffCookie, fields({ intent: 'unpublish' }))).headers.get('Location')).toBe(`/operator/blog/${postId}?saved=unpublish`);
    const gone = await settle(postLoader({ request: get('/blog/your-first-release-step-by-step'), params: { id: 'your-first-release-step-by-step' }, context: {} }));
    expect(gone.status).toBe(404);
    const hiddenCover = await settle(coverLoader({ request: get('/blog/x/cover'), params: { id: 'your-first-release-step-by-step' }, context: {} }));
    expect(hiddenCover.status).toBe(404);
    const staffCover = await settle(coverLoader({ request: get('/blog/x/cover', staffCookie), params: { id: 'your-first-release-step-by-step' }, context: {} }));
    expect(staffCover.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await (await settle(feedLoader({ request: get('/blog/rss.xml'), params: {}, context: {} }))).text()).not.toContain('<item>');

    const staffList = (await (await settle(staffListLoader({ request: get('/operator/blog', staffCookie), params: {}, context: {} }))).json()) as { posts: Array<{ id: string; published: boolean }> };
    expect(staffList.posts).toEqual([expect.objectContaining({ id: postId, published: false })]);
    const editor = await settle(editorLoader({ request: get(`/operator/blog/${postId}`, staffCookie), params: { id: postId }, context: {} }));
    expect(((await editor.json()) as { defaults: { tags: string } }).defaults.tags).toBe('release tips, artwork');
    expect((await settle(editorLoader({ request: get('/operator/blog/nope', staffCookie), params: { id: 'nope' }, context: {} }))).status).toBe(404);
  });

  it('lists the published post in the RSS feed at the public address, whatever Host the request names', async () => {
    await edit(postId, staffCookie, fields({ intent: 'publish' }));
    const feed = await settle(feedLoader({ request: new Request('http://evil.example/blog/rss.xml', { headers: { Host: 'evil.example' } }), params: {}, context: {} }));
    expect(feed.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8');
    const xml = await feed.text();
    expect(xml).toContain('<link>https://music.example.org/blog/your-first-release-step-by-step</link>');
    expect(xml).not.toContain('evil.example');
  });

  it('deletes a post and its cover', async () => {
    expect((await edit(postId, staffCookie, { intent: 'delete', language: 'en' })).headers.get('Location')).toBe('/operator/blog');
    expect(await database.prisma.blogPost.count()).toBe(0);
    expect((await edit(postId, staffCookie, { intent: 'delete', language: 'en' })).status).toBe(404);
  });
});
