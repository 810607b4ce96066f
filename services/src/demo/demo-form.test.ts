import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { DEFAULT_SETTINGS } from '@slipcase/domain';
import { openForm } from '../forms/form-definitions';
import { userSubmissions } from '../forms/form-submissions';
import { LocalFileStorage } from '../storage/storage';
import { createAccount } from '../testing/accounts';
import { DEMO_FORM, publishDemoForm } from './demo-form';

let db: TestDatabase;
let dir: string;
beforeAll(async () => {
  [db, dir] = await Promise.all([createTestDatabase(), mkdtemp(join(tmpdir(), 'slipcase-demo-form-'))]);
});
afterAll(async () => {
  await db.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('publishDemoForm', () => {
  it('opens the demo form with a field of each kind and sends the demo artist\'s application, once', async () => {
    const artist = await createAccount(db.prisma, { username: 'demo-artist' });
    const deps = { prisma: db.prisma, storage: new LocalFileStorage(join(dir, 'storage')), now: new Date('2026-12-06T12:00:00Z'), settings: DEFAULT_SETTINGS };
    const id = await publishDemoForm(deps, { artistUsername: 'demo-artist' });
    expect(await publishDemoForm(deps, { artistUsername: 'demo-artist' })).toBeNull();

    const form = await openForm(deps, id!);
    expect(form?.name).toBe(DEMO_FORM.name);
    expect(new Set(form?.fields.map((field) => field.kind))).toEqual(new Set(['text', 'email', 'select', 'url', 'long_text', 'file']));
    const { submissions } = await userSubmissions(deps, { userId: artist.id, page: 1 });
    expect(submissions.map((each) => [each.formName, each.status])).toEqual([[DEMO_FORM.name, 'pending']]);
  });
});
