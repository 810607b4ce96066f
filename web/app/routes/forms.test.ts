import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FORM_FILE_MAX_BYTES, formFieldOf, type FormField, type FormFieldKind } from '@slipcase/domain';
import { saveForm } from '@slipcase/services/forms/form-definitions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../lib/error-messages';
import { fixedT } from '../lib/translate';
import { createUser, sessionCookie } from '../testing/database';
import { settle } from '../testing/sign-in';
import { useMailTestDatabase } from '../testing/suites';
import { loader as listLoader } from './form-submissions';
import { loader as fileLoader } from './form-submissions_.$id.files.$key';
import { action as fillAction, loader as fillLoader } from './forms.$id';
import { action as queueAction, loader as queueLoader } from './operator.form-submissions';
import { loader as formsLoader } from './operator.forms';
import { action as editorAction } from './operator.forms_.$id';

const suite = useMailTestDatabase();
let workDir: string;
let formId: string;
let closedId: string;
const cookies: Record<'artist' | 'other' | 'staff', string> = { artist: '', other: '', staff: '' };
let artistEmail: string;

const PDF = '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n';
const field = (label: string, kind: FormFieldKind, rules: Partial<FormField> = {}) => formFieldOf(kind, label, rules);

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'slipcase-web-forms-'));
  process.env.SLIPCASE_STORAGE_DIR = join(workDir, 'storage');
  process.env.SLIPCASE_PUBLIC_URL = 'https://music.example.org';
  const database = suite.database;
  const [artist, other, staff] = await Promise.all([
    createUser(database, { username: 'forms-artist', password: 'pw-123456!' }),
    createUser(database, { username: 'forms-other', password: 'pw-123456!' }),
    createUser(database, { username: 'forms-staff', password: 'pw-123456!', role: 'operator' }),
  ]);
  artistEmail = artist.email;
  [cookies.artist, cookies.other, cookies.staff] = await Promise.all([sessionCookie(artist.id), sessionCookie(other.id), sessionCookie(staff.id)]);
  const deps = { prisma: database.prisma };
  const fields = [field('Artist name', 'text', { maxLength: 40 }), field('Website', 'url', { required: false }), field('Bio', 'long_text', { required: false }), field('Press kit', 'file')];
  const open = await saveForm(deps, { formId: null, name: 'Showcase', description: '', active: true, fields });
  const closed = await saveForm(deps, { formId: null, name: 'Old form', description: '', active: false, fields });
  formId = open.ok ? open.id : '';
  closedId = closed.ok ? closed.id : '';
});

afterAll(async () => {
  delete process.env.SLIPCASE_PUBLIC_URL;
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const get = (path: string, cookie?: string) => new Request(`http://localhost${path}`, cookie ? { headers: { Cookie: cookie } } : {});

function post(path: string, cookie: string, values: Record<string, string | File>): Request {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  return new Request(`http://localhost${path}`, { method: 'POST', body, headers: { Cookie: cookie } });
}

const pdf = (name = 'kit.pdf', content: string | Uint8Array<ArrayBuffer> = PDF) => new File([content], name, { type: 'application/pdf' });
const fill = (id: string, cookie: string, values: Record<string, string | File>) => settle(fillAction({ request: post(`/forms/${id}`, cookie, values), params: { id }, context: {} }));

async function storedFiles(): Promise<string[]> {
  return readdir(join(workDir, 'storage'), { recursive: true }).catch(() => []);
}

/** The field errors of a refused form, as the page shows them in `lng`. */
async function shownErrors(response: Response, lng = 'en'): Promise<Record<string, string[]>> {
  const { reply } = (await response.json()) as { reply: { error?: Record<string, string[]> } };
  const t = fixedT(lng);
  return Object.fromEntries(Object.entries(reply.error ?? {}).map(([name, errors]) => [name, errors.map((error) => errorMessage(t, error))]));
}

describe('/forms/{id}', () => {
  it('sends a visitor to sign in, and answers 404 for a closed or unknown form', async () => {
    const visitor = await settle(fillLoader({ request: get(`/forms/${formId}`), params: { id: formId }, context: {} }));
    expect(visitor.status).toBe(302);
    for (const id of [closedId, 'no-such-form', '%00']) {
      expect((await settle(fillLoader({ request: get(`/forms/${id}`, cookies.artist), params: { id }, context: {} }))).status).toBe(404);
      expect((await fill(id, cookies.artist, { f1: 'Nova' })).status).toBe(404);
    }
    const shown = await settle(fillLoader({ request: get(`/forms/${formId}`, cookies.artist), params: { id: formId }, context: {} }));
    expect(((await shown.json()) as { form: { name: string } }).form.name).toBe('Showcase');
  });

  it('keeps a submission with its file and leads to the list, where only its sender sees it', async () => {
    const sent = await fill(formId, cookies.artist, { f1: 'Nova Lane', f2: 'https://novalane.example', f3: 'Two\r\nlines', f4: pdf('press kit.pdf') });
    expect(sent.status).toBe(302);
    const id = new URL(sent.headers.get('Location') ?? '', 'http://localhost').searchParams.get('sent') ?? '';
    expect(await suite.database.prisma.formSubmission.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: 'pending', formName: 'Showcase' });

    const list = await settle(listLoader({ request: get(`/form-submissions?sent=${id}`, cookies.artist), params: {}, context: {} }));
    const data = (await list.json()) as { submissions: Array<{ id: string }>; opened: { answers: Array<{ value: string }> } };
    expect(data.submissions.map((each) => each.id)).toEqual([id]);
    expect(data.opened.answers.map((answer) => answer.value)).toEqual(['Nova Lane', 'https://novalane.example', 'Two\nlines', '']);

    // Another account: an empty list, and the submission and its file are not found.
    const others = await settle(listLoader({ request: get('/form-submissions', cookies.other), params: {}, context: {} }));
    expect(((await others.json()) as { submissions: unknown[] }).submissions).toEqual([]);
    expect((await settle(listLoader({ request: get(`/form-submissions?open=${id}`, cookies.other), params: {}, context: {} }))).status).toBe(404);
    const file = (cookie: string) => settle(fileLoader({ request: get(`/form-submissions/${id}/files/f4`, cookie), params: { id, key: 'f4' }, context: {} }));
    expect((await file(cookies.other)).status).toBe(404);
    const own = await file(cookies.artist);
    expect(own.status).toBe(200);
    expect(own.headers.get('Content-Disposition')).toBe("attachment; filename*=UTF-8''press%20kit.pdf");
    expect(own.headers.get('Content-Type')).toBe('application/pdf');
    expect(await own.text()).toBe(PDF);
    expect((await file(cookies.staff)).status).toBe(200);
  });

  it('refuses NUL bytes, terminal escapes, javascript: addresses and a disguised file with messages in the reader\'s language, keeping nothing', async () => {
    const before = { rows: await suite.database.prisma.formSubmission.count(), files: await storedFiles() };
    const refused = await fill(formId, cookies.artist, { f1: 'Nova\u0000Lane', f2: 'javascript:alert(document.cookie)', f3: 'ok\u001b[2J', f4: pdf('kit.pdf', 'MZ\u0090 a program') });
    expect(refused.status).toBe(400);
    expect(await shownErrors(refused)).toEqual({
      f1: ['This contains invalid characters.'],
      f2: ['Enter a valid web address, such as https://example.com.'],
      f3: ['This contains invalid characters.'],
      f4: ['This file type is not accepted. Send one of: PDF, PNG, JPEG, MP3, WAV.'],
    });

    const tooLong = await fill(formId, cookies.artist, { f1: 'x'.repeat(41), f4: pdf() });
    expect(await shownErrors(tooLong, 'es')).toEqual({ f1: ['Usa como máximo 40 caracteres.'] });

    const oversize = await fill(formId, cookies.artist, { f1: 'Nova', f4: pdf('big.pdf', new Uint8Array(FORM_FILE_MAX_BYTES + 1)) });
    expect(oversize.status).toBe(413);
    expect(await shownErrors(oversize, 'tr')).toEqual({ f4: ['Dosya çok büyük. İzin verilen en büyük boyut 20 MB.'] });

    const hugeText = await fill(formId, cookies.artist, { f1: 'Nova', f3: 'x'.repeat(70_000), f4: pdf() });
    expect(hugeText.status).toBe(413);
    expect(await shownErrors(hugeText, 'pt')).toEqual({ f3: ['Use no máximo 5000 caracteres.'] });

    expect(await suite.database.prisma.formSubmission.count()).toBe(before.rows);
    expect(await storedFiles()).toEqual(before.files);
  });
});

describe('the staff side', () => {
  it('is refused to artists and lets staff save a form, refusing an unsound one field by field', async () => {
    expect((await settle(formsLoader({ request: get('/operator/forms', cookies.artist), params: {}, context: {} }))).status).toBe(403);
    const edit = (cookie: string, values: Record<string, string>) => settle(editorAction({ request: post('/operator/forms/new', cookie, values), params: { id: 'new' }, context: {} }));
    const form = { name: 'Mixing contest', description: 'Send your mix.', active: 'on', 'fields[0].label': 'Your mix link', 'fields[0].kind': 'url', 'fields[0].required': 'on' };
    expect((await edit(cookies.artist, form)).status).toBe(403);

    const before = await suite.database.prisma.form.count();
    const refused = await edit(cookies.staff, { ...form, 'fields[1].label': 'Code', 'fields[1].kind': 'text', 'fields[1].pattern': '([A-Z]' });
    expect(refused.status).toBe(400);
    expect(await shownErrors(refused)).toEqual({ 'fields[1].pattern': ['This pattern is not a valid regular expression.'] });
    expect(await suite.database.prisma.form.count()).toBe(before);

    const saved = await edit(cookies.staff, form);
    expect(saved.status).toBe(302);
    const id = /^\/operator\/forms\/([^?]+)\?saved=1$/.exec(saved.headers.get('Location') ?? '')?.[1] ?? '';
    expect(await suite.database.prisma.form.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: 'Mixing contest',
      active: true,
      fields: [{ key: 'f1', label: 'Your mix link', kind: 'url', required: true, minLength: null, maxLength: null, pattern: null, options: [] }],
    });
  });

  it('moves a submission pending → reviewed → approved, mailing the submitter, and refuses a skipped step', async () => {
    const sent = await fill(formId, cookies.artist, { f1: 'Queue test', f4: pdf() });
    const id = new URL(sent.headers.get('Location') ?? '', 'http://localhost').searchParams.get('sent') ?? '';
    const move = (cookie: string, to: string, note = '') => settle(queueAction({ request: post('/operator/form-submissions?status=pending', cookie, { submissionId: id, to, note }), params: {}, context: {} }));

    expect((await move(cookies.artist, 'reviewed')).status).toBe(403);
    const skipped = await move(cookies.staff, 'approved');
    expect(skipped.status).toBe(409);
    expect(errorMessage(fixedT('en'), ((await skipped.json()) as { error: string }).error)).toBe('This submission cannot move to that status from where it stands now. Reload the queue to see its current status.');
    expect((await move(cookies.staff, 'reviewed')).status).toBe(302);
    const reviewed = await suite.mailbox.next(artistEmail);
    expect(reviewed.subject).toBe('Your form “Showcase”: Reviewed');
    expect((await move(cookies.staff, 'approved', 'See you <b>on the 12th</b>.')).status).toBe(302);
    const approved = await suite.mailbox.next(artistEmail);
    expect(approved.subject).toBe('Your form “Showcase”: Approved');
    expect(approved.text).toContain('Their note: See you <b>on the 12th</b>.');
    expect(approved.text).toContain('https://music.example.org/form-submissions');
    expect(approved.html).not.toContain('<b>on the 12th</b>');

    const queue = await settle(queueLoader({ request: get('/operator/form-submissions?status=approved', cookies.staff), params: {}, context: {} }));
    expect(((await queue.json()) as { submissions: Array<{ id: string }> }).submissions.map((each) => each.id)).toContain(id);
    expect((await move(cookies.staff, 'rejected')).status).toBe(409);
    expect((await settle(queueAction({ request: post('/operator/form-submissions', cookies.staff, { submissionId: 'nothing-here', to: 'reviewed', note: '' }), params: {}, context: {} }))).status).toBe(404);
  });
});
