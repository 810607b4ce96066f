import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E } from './env';
import { hydrated, openHydrated, screenshotBothWidths, signInAs, signOut, watchScriptErrors } from './helpers';

const MEDIA = join(E2E.dataDir, '..', `e2e-blog-media${E2E.slot ? `-${E2E.slot}` : ''}`);

async function coverPicture(): Promise<string> {
  mkdirSync(MEDIA, { recursive: true });
  const path = join(MEDIA, 'studio.png');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200"><rect width="2000" height="1200" fill="#0f766e"/><circle cx="1000" cy="600" r="380" fill="#fde68a"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(path);
  return path;
}


test('staff write, preview and publish a blog post with a cover; a visitor reads it on a desktop and a phone', async ({ page }) => {
  const cover = await coverPicture();
  await signInAs(page, 'operator');
  const scriptErrors = watchScriptErrors(page);

  await openHydrated(page, '/operator/blog');
  await expect(page.getByRole('heading', { name: 'Blog posts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New post' }).click();
  await hydrated(page);

  // A post without a title is refused beside the field, and nothing is saved.
  await page.getByLabel('Summary').fill('How the review works and how long it takes.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel('Title').fill('Inside the review: what we check');
  await page.getByLabel('Tags').fill('Release tips, Review');
  await page.getByLabel('Text').fill('## The cover\n\nSquare, **3000 px**, no web addresses.\n\n<script>window.blogHacked = true</script>\n\n- Audio\n- Credits');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'The cover' })).toBeVisible();
  await expect(preview.getByText('3000 px')).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();
  await page.getByLabel('Cover image').setInputFiles(cover);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published: the post is on the blog.');
  await expect(page.getByAltText('The current cover')).toBeVisible();
  await screenshotBothWidths(page, 'blog-editor');

  await signOut(page);
  await openHydrated(page, '/blog');
  const card = page.getByRole('link', { name: 'Inside the review: what we check' });
  await expect(card).toBeVisible();
  await screenshotBothWidths(page, 'blog-list');
  await card.click();
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'Inside the review: what we check', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The cover', level: 2 })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as { blogHacked?: boolean }).blogHacked)).toBeUndefined();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Inside the review: what we check');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/blog\/inside-the-review-what-we-check\/cover\?v=/);
  await page.getByRole('link', { name: 'review', exact: true }).click();
  await expect(page.getByText('Posts about “review”')).toBeVisible();
  await openHydrated(page, '/blog/inside-the-review-what-we-check');
  await screenshotBothWidths(page, 'blog-post');

  const feed = await page.request.get('/blog/rss.xml');
  expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(await feed.text()).toContain('/blog/inside-the-review-what-we-check</link>');
  expect(scriptErrors).toEqual([]);
});
