import { expect, type Page } from '@playwright/test';
import type { E2eMedia } from './media';

/** The demo accounts the platform seeds (prisma/src/seed.ts). */
export const DEMO = {
  artist: { username: 'artist', password: 'slipcase-artist-1!' },
  operator: { username: 'operator', password: 'slipcase-operator-1!' },
} as const;

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
}

/** Opens the sign-in page and signs in as a demo account, landing on the dashboard. */
export async function signInAs(page: Page, who: keyof typeof DEMO): Promise<void> {
  await page.goto('/auth/login');
  await signIn(page, DEMO[who].username, DEMO[who].password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function fillRelease(page: Page, title: string, audio: string, cover: string): Promise<void> {
  await page.getByLabel('Release title').fill(title);
  await page.getByLabel('Track title').fill(`${title} (track)`);
  await page.getByLabel('Audio file').setInputFiles(audio);
  await page.getByLabel('Cover image').setInputFiles(cover);
  await page.getByRole('button', { name: 'Create release' }).click();
}

/** Creates a single through the new-release form and submits it for review; returns its id. */
export async function createAndSubmit(page: Page, title: string, media: E2eMedia): Promise<string> {
  await page.goto('/distributions/new');
  await fillRelease(page, title, media.wav, media.cover);
  await expect(page).toHaveURL(/\/distributions\/(?!new$)[\w-]+$/);
  const releaseId = page.url().split('/').pop()!;
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'draft');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('release-status')).toHaveAttribute('data-status', 'in_review');
  return releaseId;
}
