import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS, FORM_FILE_MAX_BYTES, formFieldOf, type FormField } from '@slipcase/domain';
import type { MailRecipient } from '../accounts/account-mail';
import { LocalFileStorage, type FileStorage } from '../storage/storage';
import { createAccount } from '../testing/accounts';
import { openForm, saveForm, staffForm, staffForms, type EditedFormField } from './form-definitions';
import type { SubmissionNews } from './form-mail';
import { staffSubmissions, submissionFile, userSubmission, userSubmissions } from './form-submissions';
import { moveSubmission } from './move-submission';
import { submitForm } from './submit-form';

let db: TestDatabase;
let dir: string;
let storage: LocalFileStorage;
beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-forms-'))]);
  storage = new LocalFileStorage(join(dir, 'storage'));
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

const now = new Date('2026-12-06T10:00:00Z');
const deps = () => ({ prisma: db.prisma, storage, now, settings: { ...DEFAULT_SETTINGS, formSubmissionPageSize: 2 } });

const field = ({ kind = 'text', label = 'Artist name', ...rules }: Partial<FormField>): EditedFormField => formFieldOf(kind, label, rules);

const FIELDS: EditedFormField[] = [
  field({ label: 'Artist name', maxLength: 60 }),
  field({ label: 'Genre', kind: 'select', options: ['Pop', 'Rock', ' Jazz '] }),
  field({ label: 'Website', kind: 'url', required: false }),
  field({ label: 'Catalogue code', required: false, pattern: '[A-Z]{3}-\\d{3}' }),
  field({ label: 'Press kit', kind: 'file' }),
];

async function newForm(active = true) {
  const saved = await saveForm(deps(), { formId: null, name: 'Showcase application', description: 'Play at our showcase.', fields: FIELDS, active });
  if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`);
  return saved.id;
}

let serial = 0;
async function upload(content: string | Buffer, name = 'kit.pdf') {
  const folder = join(dir, 'uploads', String(++serial));
  await mkdir(folder, { recursive: true });
  const path = join(folder, name);
  await writeFile(path, content);
  return { path, fileName: name, size: Buffer.byteLength(content) };
}

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
const answers = { f1: 'Nova Lane', f2: 'Rock', f3: 'https://novalane.example', f4: 'NOV-001' };

async function storedFiles(): Promise<string[]> {
  const root = join(dir, 'storage', 'forms');
  try {
    return (await readdir(root, { recursive: true })).filter((name) => name.includes('.'));
  } catch {
    return [];
  }
}

describe('forms as staff define them', () => {
  it('gives new fields keys f1, f2… and keeps them through edits; a new field gets a key never used before', async () => {
    const id = await newForm(false);
    const form = await staffForm(deps(), id);
    expect(form?.fields.map((each) => [each.key, each.label])).toEqual([
      ['f1', 'Artist name'],
      ['f2', 'Genre'],
      ['f3', 'Website'],
      ['f4', 'Catalogue code'],
      ['f5', 'Press kit'],
    ]);
    expect(form?.fields[1]?.options).toEqual(['Pop', 'Rock', 'Jazz']);
    expect(await openForm(deps(), id)).toBeNull();

    // Drop "Website" (f3), add a field, and try to claim a key the form never had.
    const kept = form!.fields.filter((each) => each.key !== 'f3');
    const edited = await saveForm(deps(), { formId: id, name: 'Showcase', description: '', active: true, fields: [...kept, field({ label: 'Bio', kind: 'long_text' }), field({ key: 'f99', label: 'Forged' })] });
    expect(edited).toEqual({ ok: true, id });
    expect((await openForm(deps(), id))?.fields.map((each) => each.key)).toEqual(['f1', 'f2', 'f4', 'f5', 'f6', 'f7']);
  });

  it('refuses an unsound definition with each error beside its field, and saves nothing', async () => {
    const before = await db.prisma.form.count();
    const saved = await saveForm(deps(), { formId: null, name: '', description: '', active: true, fields: [field({ pattern: '(' }), field({ kind: 'select', options: [] })] });
    expect(saved).toMatchObject({ ok: false, kind: 'invalid' });
    expect(saved.ok ? [] : 'errors' in saved ? saved.errors.map((error) => `${error.field} ${error.code}`) : []).toEqual([
      'name required',
      'fields[0].pattern form_pattern_invalid',
      'fields[1].options form_options_required',
    ]);
    expect(await db.prisma.form.count()).toBe(before);
    expect(await saveForm(deps(), { formId: 'no-such-form', name: 'X', description: '', active: true, fields: FIELDS })).toEqual({ ok: false, kind: 'not_found' });
  });
});

describe('submitting a form', () => {
  it('keeps the answers as asked, with the file stored under the submission', async () => {
    const formId = await newForm();
    const user = await createAccount(db.prisma, { username: 'form-sender' });
    const kit = await upload(PDF, 'C:\\fakepath\\press kit.pdf');
    const sent = await submitForm(deps(), { formId, userId: user.id, values: { ...answers, f1: '  Nova Lane ' }, files: { f5: kit } });
    expect(sent.ok).toBe(true);
    const row = await db.prisma.formSubmission.findFirstOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ formId, formName: 'Showcase application', status: 'pending', createdAt: now });
    const file = { storageKey: `forms/${row.id}/f5.pdf`, name: 'press kit.pdf', type: 'pdf', sizeBytes: kit.size };
    expect(row.answers).toEqual([
      { key: 'f1', label: 'Artist name', kind: 'text', value: 'Nova Lane', file: null },
      { key: 'f2', label: 'Genre', kind: 'select', value: 'Rock', file: null },
      { key: 'f3', label: 'Website', kind: 'url', value: 'https://novalane.example', file: null },
      { key: 'f4', label: 'Catalogue code', kind: 'text', value: 'NOV-001', file: null },
      { key: 'f5', label: 'Press kit', kind: 'file', value: '', file },
    ]);
    expect(await submissionFile(deps(), { submissionId: row.id, key: 'f5', userId: user.id })).toEqual(file);
    expect(await submissionFile(deps(), { submissionId: row.id, key: 'f5', userId: null })).toEqual(file);
    const other = await createAccount(db.prisma, { username: 'form-other' });
    expect(await submissionFile(deps(), { submissionId: row.id, key: 'f5', userId: other.id })).toBeNull();
    expect((await userSubmission(deps(), { userId: user.id, submissionId: row.id }))?.formName).toBe('Showcase application');
    expect(await userSubmission(deps(), { userId: other.id, submissionId: row.id })).toBeNull();
    expect(await submissionFile(deps(), { submissionId: row.id, key: 'f1', userId: user.id })).toBeNull();
  });

  it('refuses hostile and broken answers field by field, writing nothing', async () => {
    const formId = await newForm();
    const user = await createAccount(db.prisma, { username: 'form-hostile' });
    const filesBefore = await storedFiles();
    const program = await upload(Buffer.from('MZ\x90\x00 this is a program'), 'kit.pdf');
    const refused = await submitForm(deps(), {
      formId,
      userId: user.id,
      values: { f1: 'Nova\u0000Lane', f2: 'Polka', f3: 'javascript:alert(document.cookie)', f4: 'nov-1\u001b[2J' },
      files: { f5: program },
    });
    expect(refused.ok ? [] : 'errors' in refused ? refused.errors.map((error) => `${error.field} ${error.code}`) : refused.kind).toEqual([
      'f1 invalid_characters',
      'f2 invalid_choice',
      'f3 invalid_url',
      'f4 invalid_characters',
      'f5 file_type_not_allowed',
    ]);
    const big = { ...(await upload(PDF)), size: FORM_FILE_MAX_BYTES + 1 };
    expect(await submitForm(deps(), { formId, userId: user.id, values: answers, files: { f5: big } })).toMatchObject({
      ok: false,
      errors: [{ code: 'file_too_large', field: 'f5', params: { max: '20 MB' } }],
    });
    expect(await submitForm(deps(), { formId, userId: user.id, values: { ...answers, f4: 'nov-001' }, files: { f5: await upload(PDF) } })).toMatchObject({
      ok: false,
      errors: [{ code: 'form_pattern_mismatch', field: 'f4' }],
    });
    expect(await db.prisma.formSubmission.count({ where: { userId: user.id } })).toBe(0);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('answers not_found for a closed form or none', async () => {
    const closed = await newForm(false);
    const user = await createAccount(db.prisma, { username: 'form-closed' });
    for (const formId of [closed, 'no-such-form']) {
      expect(await submitForm(deps(), { formId, userId: user.id, values: answers, files: { f5: await upload(PDF) } })).toEqual({ ok: false, kind: 'not_found' });
    }
  });

  it('removes the stored file when the database refuses the row: nothing half written', async () => {
    const formId = await newForm();
    const user = await createAccount(db.prisma, { username: 'form-undone' });
    await db.prisma.user.delete({ where: { id: user.id } });
    const filesBefore = await storedFiles();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await submitForm(deps(), { formId, userId: user.id, values: answers, files: { f5: await upload(PDF) } });
    expect(failed).toEqual({ ok: false, kind: 'failed' });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('removes what was stored when storage fails half way', async () => {
    const formId = (await saveForm(deps(), {
      formId: null,
      name: 'Two files',
      description: '',
      active: true,
      fields: [field({ label: 'One', kind: 'file' }), field({ label: 'Two', kind: 'file' })],
    })) as { id: string };
    const user = await createAccount(db.prisma, { username: 'form-storage' });
    const removed: string[] = [];
    const failing: FileStorage = {
      put: (key, source) => (key.endsWith('f2.pdf') ? Promise.reject(new Error('disk full')) : storage.put(key, source)),
      path: (key) => storage.path(key),
      remove: (key) => (removed.push(key), storage.remove(key)),
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await submitForm({ ...deps(), storage: failing }, { formId: formId.id, userId: user.id, values: {}, files: { f1: await upload(PDF), f2: await upload(PDF) } });
    logged.mockRestore();
    expect(failed).toEqual({ ok: false, kind: 'failed' });
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/\/f1\.pdf$/);
    expect(await db.prisma.formSubmission.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('the review', () => {
  function formMailer(unreachable = false) {
    const sent: Array<{ to: MailRecipient; news: SubmissionNews }> = [];
    return {
      sent,
      submissionMoved: async (to: MailRecipient, news: SubmissionNews) => {
        if (unreachable) throw new Error('mailbox unavailable');
        sent.push({ to, news });
      },
    };
  }

  it('moves pending → reviewed → approved, mailing the submitter each time, and refuses any other move', async () => {
    const formId = await newForm();
    const user = await createAccount(db.prisma, { username: 'form-reviewed' });
    await db.prisma.user.update({ where: { id: user.id }, data: { language: 'es' } });
    const staff = await createAccount(db.prisma, { username: 'form-staff', role: 'operator' });
    const sent = await submitForm(deps(), { formId, userId: user.id, values: answers, files: { f5: await upload(PDF) } });
    const submissionId = (sent as { id: string }).id;
    const mail = formMailer();
    const review = { prisma: db.prisma, now, mail, publicUrl: 'https://slipcase.example/' };

    await expect(moveSubmission(review, { submissionId, to: 'approved', note: '', staffId: staff.id })).rejects.toMatchObject({ code: 'form_move_not_allowed' });
    expect(await moveSubmission(review, { submissionId, to: 'reviewed', note: '', staffId: staff.id })).toEqual({ status: 'reviewed' });
    await expect(moveSubmission(review, { submissionId, to: 'approved', note: 'Bad\u001b[31m', staffId: staff.id })).rejects.toMatchObject({ code: 'invalid_characters', field: 'note' });
    expect(await moveSubmission(review, { submissionId, to: 'approved', note: ' See you on the 12th. ', staffId: staff.id })).toEqual({ status: 'approved' });
    await expect(moveSubmission(review, { submissionId, to: 'rejected', note: '', staffId: staff.id })).rejects.toMatchObject({ code: 'form_move_not_allowed' });
    await expect(moveSubmission(review, { submissionId: 'nothing', to: 'reviewed', note: '', staffId: staff.id })).rejects.toMatchObject({ code: 'not_found' });

    const row = await db.prisma.formSubmission.findUniqueOrThrow({ where: { id: submissionId } });
    expect(row).toMatchObject({ status: 'approved', note: 'See you on the 12th.', reviewedBy: staff.id, decidedAt: now });
    const to = { email: user.email, name: user.name, language: 'es' };
    const link = 'https://slipcase.example/form-submissions';
    expect(mail.sent).toEqual([
      { to, news: { formName: 'Showcase application', status: 'reviewed', note: null, link } },
      { to, news: { formName: 'Showcase application', status: 'approved', note: 'See you on the 12th.', link } },
    ]);
  });

  it('keeps the move when the mail cannot be sent, and lists the queue by status with counts', async () => {
    const formId = await newForm();
    const user = await createAccount(db.prisma, { username: 'form-unmailed' });
    const sent = await submitForm(deps(), { formId, userId: user.id, values: answers, files: { f5: await upload(PDF) } });
    const submissionId = (sent as { id: string }).id;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await moveSubmission({ prisma: db.prisma, now, mail: formMailer(true), publicUrl: 'https://slipcase.example' }, { submissionId, to: 'reviewed', note: '', staffId: user.id });
    logged.mockRestore();
    expect((await db.prisma.formSubmission.findUniqueOrThrow({ where: { id: submissionId } })).status).toBe('reviewed');

    const queue = await staffSubmissions(deps(), { status: 'reviewed' });
    expect(queue.submissions.map((each) => each.id)).toContain(submissionId);
    expect(queue.submissions.find((each) => each.id === submissionId)?.user.username).toBe('form-unmailed');
    expect(queue.counts.reviewed).toBeGreaterThanOrEqual(1);
    expect((await staffForms(deps())).find((form) => form.id === formId)?.waiting).toBe(1);
  });

  it('lists a user\'s own submissions only, newest first, a page at a time', async () => {
    const formId = await newForm();
    const user = await createAccount(db.prisma, { username: 'form-lister' });
    for (const [index, name] of ['First', 'Second', 'Third'].entries()) {
      await submitForm({ ...deps(), now: new Date(now.getTime() + index * 1000) }, { formId, userId: user.id, values: { ...answers, f1: name }, files: { f5: await upload(PDF) } });
    }
    const first = await userSubmissions(deps(), { userId: user.id, page: 1 });
    expect(first).toMatchObject({ total: 3, page: 1, pages: 2, next: 2 });
    expect(first.submissions.map((each) => each.answers[0]?.value)).toEqual(['Third', 'Second']);
    expect((await userSubmissions(deps(), { userId: user.id, page: 2 })).submissions.map((each) => each.answers[0]?.value)).toEqual(['First']);
  });
});
