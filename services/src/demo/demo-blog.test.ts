import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { listBlogPosts, readBlogPost } from '../blog/blog-posts';
import { LocalFileStorage } from '../storage/storage';
import { DEMO_POSTS, publishDemoBlog } from './demo-blog';

let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-demo-blog-'))]);
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('publishDemoBlog', () => {
  it('publishes the demo posts with covers on their own days, once', async () => {
    const now = new Date('2026-12-05T12:00:00Z');
    const deps = { prisma: db.prisma, storage: new LocalFileStorage(join(dir, 'storage')), now, settings: DEFAULT_SETTINGS };
    expect(await publishDemoBlog(deps, { dir: join(dir, 'work'), authorName: 'Slipcase team' })).toBe(DEMO_POSTS.length);
    expect(await publishDemoBlog(deps, { dir: join(dir, 'work'), authorName: 'Slipcase team' })).toBe(0);

    const { posts } = await listBlogPosts(deps, { page: 1 });
    expect(posts.map((post) => [post.title, post.publishedAt.toISOString().slice(0, 10)])).toEqual([
      ['Release day checklist', '2026-12-03'],
      ['Reading your royalty statement', '2026-11-26'],
      ['Your first release, step by step', '2026-11-14'],
    ]);
    expect(posts.every((post) => post.coverKey !== null)).toBe(true);
    // The two "release tips" posts are each other's similar article.
    expect((await readBlogPost(deps, 'release-day-checklist'))?.similar.map((post) => post.slug)).toEqual(['your-first-release-step-by-step']);
  });
});
