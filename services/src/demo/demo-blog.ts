import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { BlogPostInput } from '@slipcase/domain';
import type { ServiceDeps } from '../deps';
import { prepareBlogCover, saveBlogPost, setBlogPostPublished } from '../blog/save-blog-post';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo blog: three posts, each published some days before the start, with a cover of two colours. */
export const DEMO_POSTS: ReadonlyArray<BlogPostInput & { daysAgo: number; colours: [string, string] }> = [
  {
    daysAgo: 21,
    colours: ['#1d4ed8', '#9333ea'],
    title: 'Your first release, step by step',
    summary: 'What to have ready before you open the release wizard, and what happens after you submit.',
    language: 'en',
    tags: ['release tips', 'getting started'],
    body: [
      'Releasing your first song takes about ten minutes once the files are ready.',
      '',
      '## Before you start',
      '',
      '- **Audio**: a WAV or FLAC master, at least 44.1 kHz and 16-bit.',
      '- **Cover**: a square JPEG or PNG of at least 3000 × 3000 px, with no web addresses or store logos on it.',
      '- **Credits**: who wrote, performed and produced each track, with their shares.',
      '',
      '## After you submit',
      '',
      'Our team reviews every release. Once it is approved, it is delivered to the stores you picked and goes live on the',
      'release date you chose. Your release page shows where it stands in each store.',
    ].join('\n'),
  },
  {
    daysAgo: 9,
    colours: ['#0f766e', '#65a30d'],
    title: 'Reading your royalty statement',
    summary: 'Where each amount on the royalties page comes from, and how to trace it back to the store’s own report.',
    language: 'en',
    tags: ['royalties', 'getting paid'],
    body: [
      'Stores report what your music earned about two months after the plays. Each report is imported line by line.',
      '',
      '## Following an amount back',
      '',
      'On the royalties page, open any amount to see the store lines that made it: the file, the line number, the',
      'country and the share and split applied. Nothing is rounded until the total you see.',
      '',
      '> Splits are paid before anything else: every collaborator sees their own share only.',
    ].join('\n'),
  },
  {
    daysAgo: 2,
    colours: ['#b45309', '#dc2626'],
    title: 'Release day checklist',
    summary: 'Five things to do in the week your release goes live.',
    language: 'en',
    tags: ['release tips', 'promotion'],
    body: [
      '1. Check your release page: every store should say **Live** on the day.',
      '2. Share the store links with your fans.',
      '3. Thank your collaborators and tag them.',
      '4. Pitch your next song early: playlists plan weeks ahead.',
      '5. Watch your statements over the next months and ask us about anything that does not add up.',
    ].join('\n'),
  },
];

async function writeDemoCover(path: string, [from, to]: [string, string]): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/><circle cx="1200" cy="450" r="260" fill="#ffffff" fill-opacity="0.18"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path);
  return path;
}

/**
 * Writes and publishes the demo posts through the staff's own use cases (covers checked and converted as uploads are),
 * unless the blog already has posts. Returns how many were published.
 */
export async function publishDemoBlog(deps: Pick<ServiceDeps, 'prisma' | 'storage' | 'now'>, input: { dir: string; authorName: string }): Promise<number> {
  if ((await deps.prisma.blogPost.count()) > 0) return 0;
  for (const [index, { daysAgo, colours, ...post }] of DEMO_POSTS.entries()) {
    const folder = join(input.dir, `post-${index + 1}`);
    await mkdir(folder, { recursive: true });
    const cover = await prepareBlogCover(await writeDemoCover(join(folder, 'cover.png'), colours));
    if ('errors' in cover) throw new Error(`The demo cover was refused: ${cover.errors.map((error) => error.code).join(', ')}`);
    const at = { ...deps, now: new Date(deps.now.getTime() - daysAgo * DAY_MS) };
    const saved = await saveBlogPost(at, { postId: null, post, authorName: input.authorName, coverPath: cover.path });
    if (!saved.ok) throw new Error(`The demo post "${post.title}" was refused`);
    await setBlogPostPublished(at, { postId: saved.id, published: true });
  }
  return DEMO_POSTS.length;
}
