import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './env';
import { hydrated, openHydrated, screenshotBothWidths, signInAs, signOut, watchScriptErrors } from './helpers';
import { nextMail } from './mail';

const MEDIA = join(E2E.dataDir, '..', `e2e-forms-media${E2E.slot ? `-${E2E.slot}` : ''}`);
const FORM_NAME = `Open mic night ${Date.now().toString(36)}`;

function file(name: string, content: string): string {
  mkdirSync(MEDIA, { recursive: true });
  const path = join(MEDIA, name);
  writeFileSync(path, content);
  return path;
}

/** The editor's n-th field (1-based), found by its legend. */
const fieldGroup = (page: Page, n: number) => page.getByRole('group', { name: `Field ${n}`, exact: true });

test('staff build a form, an artist fills it in (hostile answers refused), and staff review it while the artist is mailed', async ({ page }) => {
  test.setTimeout(180_000);
  const scriptErrors = watchScriptErrors(page);

  // Staff: a form with a field of four kinds, built with the keyboard-usable editor.
  await signInAs(page, 'operator');
  await openHydrated(page, '/operator/forms');
  await page.getByRole('link', { name: 'New form' }).click();
  await hydrated(page);
  await page.getByLabel('Name').fill(FORM_NAME);
  await page.getByLabel('Description').fill('Tell us about your act. We answer within a week.');
  await page.getByLabel('Open: signed-in users can fill it in').check();
  const first = fieldGroup(page, 1);
  await first.getByLabel('Question').fill('Stage name');
  await first.getByLabel('Maximum length').fill('40');
  await page.getByRole('button', { name: 'Add a field' }).click();
  const second = fieldGroup(page, 2);
  await second.getByLabel('Question').fill('Best song link');
  await second.getByLabel('Kind').selectOption('url');
  await page.getByRole('button', { name: 'Add a field' }).click();
  const third = fieldGroup(page, 3);
  await third.getByLabel('Question').fill('Genre');
  await third.getByLabel('Kind').selectOption('select');
  await third.getByLabel('Choices').fill('Pop\nRock\nJazz');
  await page.getByRole('button', { name: 'Add a field' }).click();
  const fourth = fieldGroup(page, 4);
  await fourth.getByLabel('Question').fill('Press kit');
  await fourth.getByLabel('Kind').selectOption('file');
  await expect(fourth.getByText('PDF, PNG, JPEG, MP3 or WAV files')).toBeVisible();
  await page.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByRole('status')).toContainText('Saved. Users fill it in at /forms/');
  const formId = /\/operator\/forms\/([^?]+)/.exec(page.url())?.[1] ?? '';
  expect(formId).not.toBe('');
  await screenshotBothWidths(page, 'forms-editor');
  await signOut(page);

  // The artist: the browser refuses what the server would, with the same messages.
  await signInAs(page, 'artist');
  await openHydrated(page, `/forms/${formId}`);
  await expect(page.getByRole('heading', { name: FORM_NAME, level: 1 })).toBeVisible();
  await page.getByLabel('Stage name').fill('Nova\u001b[2J');
  await page.getByLabel('Best song link').fill('javascript:alert(document.cookie)');
  // Leaving the field shows its error now (onBlur), so the Send button is where it stays when clicked.
  await page.getByLabel('Best song link').press('Tab');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This contains invalid characters.')).toBeVisible();
  await expect(page.getByText('Enter a valid web address, such as https://example.com.')).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await screenshotBothWidths(page, 'forms-fill-refused');

  // A program named .pdf passes the browser, and the server refuses it by its bytes, keeping the typed answers.
  await page.getByLabel('Stage name').fill('Nova Lane');
  await page.getByLabel('Best song link').fill('https://novalane.example/night-drive');
  await page.getByLabel('Genre').selectOption('Jazz');
  await page.getByLabel('Press kit').setInputFiles(file('kit.pdf', 'MZ\u0090\u0000 not a press kit'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('This file type is not accepted. Send one of: PDF, PNG, JPEG, MP3, WAV.')).toBeVisible();
  await expect(page.getByLabel('Stage name')).toHaveValue('Nova Lane');

  await page.getByLabel('Press kit').setInputFiles(file('press-kit.pdf', '%PDF-1.4\n% Nova Lane press kit\n%%EOF\n'));
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/form-submissions\?sent=/);
  await hydrated(page);
  const dialog = page.getByRole('dialog', { name: FORM_NAME });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Nova Lane')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /press-kit\.pdf/ })).toBeVisible();
  await screenshotBothWidths(page, 'forms-submission-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The list by keyboard: the row's View button opens the dialog, Escape closes it and gives focus back.
  const view = page.getByRole('button', { name: `View your submission of ${FORM_NAME}` });
  await view.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('It is waiting for the team to read it.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(view).toBeFocused();
  await screenshotBothWidths(page, 'forms-submissions');
  await signOut(page);

  // Staff: pending → reviewed → approved, the artist mailed at each step.
  await signInAs(page, 'operator');
  await openHydrated(page, '/operator/form-submissions');
  const decision = page.getByRole('form', { name: `Decide on ${FORM_NAME}` });
  await decision.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(page.getByRole('status')).toHaveText('Done: the submitter has been told by e-mail.');
  expect((await nextMail('artist@slipcase.local')).subject).toBe(`Your form “${FORM_NAME}”: Reviewed`);
  await page.getByRole('link', { name: /^Reviewed/ }).click();
  await hydrated(page);
  await decision.getByLabel('Note for the submitter (optional)').fill('See you on Friday at 8 pm.');
  await screenshotBothWidths(page, 'forms-queue');
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const approved = await nextMail('artist@slipcase.local');
  expect(approved.subject).toBe(`Your form “${FORM_NAME}”: Approved`);
  expect(approved.text).toContain('Their note: See you on Friday at 8 pm.');
  await signOut(page);

  await signInAs(page, 'artist');
  await openHydrated(page, '/form-submissions');
  const row = page.getByRole('row').filter({ hasText: FORM_NAME });
  await expect(row.getByText('Approved')).toBeVisible();
  expect(scriptErrors).toEqual([]);
});
