import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestDatabase } from '@slipcase/db/testing';
import { parseUsdRate } from '@slipcase/domain';
import { checkLedger, LocalFileStorage, postStatement, type StatementImportInput } from '@slipcase/services';
import { createDraftRelease } from '@slipcase/services/testing/release-fixture';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningImport, StatementRow } from '../server/statements/statement-console.server';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { action, loader } from './operator.statements';
import SuspensePage, { action as suspenseAction, loader as suspenseLoader } from './operator.statements_.suspense';
import { renderPageMarkup } from '../testing/render-page';

// The workflow port records what it was asked to start; Temporal itself is the workflows' tests' business.
const started: StatementImportInput[] = [];
const fake = vi.hoisted(() => ({ storageDir: '' }));
vi.mock('../server/deps.server', async (original) => {
  const real = await original<typeof import('../server/deps.server')>();
  return {
    ...real,
    workflowServiceDeps: async () => ({
      ...(await real.serviceDeps()),
      storage: new LocalFileStorage(fake.storageDir),
      statements: {
        start: async (input: StatementImportInput) => {
          started.push(input);
          return { workflowId: `statement:${input.store}:${input.period ?? 'auto'}:${input.sha256}`, runId: 'run-1' };
        },
        state: async () => ({ status: 'importing' as const }),
        linesRead: async () => 1200,
        result: async () => ({ status: 'importing' as const }),
      },
    }),
  };
});

let database: TestDatabase;
const cookies = { artist: '', operator: '' };
const ids = { operator: '', posted: '', track: '' };
const now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  database = await useTestDatabase();
  fake.storageDir = await mkdtemp(join(tmpdir(), 'statements-route-'));
  const artist = await createUser(database, { username: 'artist', password: 'pw-123456!' });
  const operator = await createUser(database, { username: 'operator', password: 'pw-123456!', role: 'operator' });
  cookies.artist = await sessionCookie(artist.id);
  cookies.operator = await sessionCookie(operator.id);
  ids.operator = operator.id;
  const release = await createDraftRelease(database.prisma, artist.id);
  ids.track = (await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } })).id;

  const line = (isrc: string, amountMicros: bigint, lineNo: number) => ({
    lineNo, part: 1, isrc, upc: null, title: `Song ${isrc}`, artist: 'Act', country: 'DE', useType: 'OnDemandStream', usages: 3, currency: 'EUR', amountMicros,
  });
  const posted = await postStatement(
    { prisma: database.prisma, now },
    {
      store: 'spotify', period: '2026-08', sha256: 'a'.repeat(64), fileNames: ['SPOTIFY_2026-08.tsv'], format: 'dsr', importedById: operator.id,
      workflowId: `statement:spotify:auto:${'a'.repeat(64)}`,
      usdRates: { EUR: parseUsdRate('1.08')! },
      source: { async *lines() { yield [line('QZLOST000001', 2_000_000n, 1), line('QZLOST000001', 500_000n, 2)]; }, period: async () => null },
    },
  );
  ids.posted = posted.statementId;
  await database.prisma.statement.create({
    data: {
      store: 'deezer', period: '2026-09', sha256: 'b'.repeat(64), fileNames: ['deezer_1of2.tsv', 'deezer_2of2.tsv'], format: 'dsr', status: 'failed',
      problem: { code: 'foot_mismatch', message: 'Line 14 of part 2: The FOOT record does not match the file: 12 lines declared, 11 found.', part: 2, lineNo: 14, detail: '12 lines declared, 11 found' },
      createdAt: new Date(Date.now() + 60_000),
    },
  });
});

afterAll(async () => {
  await database?.drop();
  if (fake.storageDir) await rm(fake.storageDir, { recursive: true, force: true });
});

const request = (who: keyof typeof cookies, path: string, init: RequestInit = {}) => ({
  request: new Request(`http://localhost${path}`, { ...init, headers: { Cookie: cookies[who] } }),
  params: {},
  context: {},
});

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  const thrown = await promise.then(() => null, (error: unknown) => error);
  return thrown instanceof Response ? thrown.status : -1;
}

function upload(fields: Record<string, string | string[]>, files: { name: string; text: string }[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
  for (const file of files) form.append('files', new File([file.text], file.name));
  return action(request('operator', '/operator/statements', { method: 'POST', body: form }));
}

describe('/operator/statements', () => {
  it('lists the statements newest first, in plain words, a failure with its part and line', async () => {
    const data = (await (await loader(request('operator', '/operator/statements'))).json()) as { statements: StatementRow[]; stores: { id: string; name: string }[] };
    expect(data.statements.map((statement) => [statement.store, statement.status])).toEqual([
      ['deezer', 'failed'],
      ['spotify', 'posted'],
    ]);
    expect(data.statements[0]?.problem).toEqual({
      code: 'foot_mismatch',
      message: 'Line 14 of part 2: The FOOT record does not match the file: 12 lines declared, 11 found.',
      part: 2,
      lineNo: 14,
      detail: '12 lines declared, 11 found',
    });
    expect(data.statements[1]).toMatchObject({ lineCount: 2, totals: [{ currency: 'EUR', total: '2.50', usdRate: '1.08' }], usd: '2.70', suspenseUsd: '2.70', importedBy: { username: 'operator' } });
    // Its run in the Temporal UI (here the local dev server's: no Temporal is configured).
    expect(data.statements[1]?.runUrl).toMatch(/^http:\/\/localhost:\d+\/namespaces\/default\/workflows\/statement%3Aspotify%3Aauto%3Aa{64}$/);
    // The stores of this installation (the test's: the local folder), by name.
    expect(data.stores).toEqual([{ id: 'local-folder', name: 'Local folder' }]);
  });

  it('shows how the imports started from the page are doing, and ignores ids that are not imports', async () => {
    const id = `statement:spotify:auto:${'c'.repeat(64)}`;
    const data = (await (await loader(request('operator', `/operator/statements?importing=${encodeURIComponent(id)}&importing=release:x`))).json()) as { running: RunningImport[] };
    expect(data.running.map((run) => [run.workflowId, run.state?.status, run.lines])).toEqual([[id, 'importing', 1200]]);
  });

  it('streams the files to storage and starts the import as the operator', async () => {
    const response = await upload({ store: 'local-folder', period: '2026-10', rate: ['EUR=1.08', 'GBP=1.27'] }, [
      { name: 'report_1of2.tsv', text: 'HEAD\t1\n' },
      { name: 'report_2of2.tsv', text: 'FOOT\t2\n' },
    ]);
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ ok: true, workflowId: expect.stringMatching(/^statement:local-folder:2026-10:[0-9a-f]{64}$/) });
    const input = started.at(-1)!;
    expect(input).toMatchObject({ store: 'local-folder', period: '2026-10', format: 'dsr', usdRates: { EUR: '1.08', GBP: '1.27' }, importedById: ids.operator });
    expect(input.files.map((file) => file.name)).toEqual(['report_1of2.tsv', 'report_2of2.tsv']);
    expect(await readFile(join(fake.storageDir, ...input.files[1]!.key.split('/')), 'utf8')).toBe('FOOT\t2\n');
  });

  it.each([
    ['an unknown store', { store: 'nowhere' }, 'store', 'invalid_choice {"value":"nowhere"}'],
    ['a bad month', { store: 'local-folder', period: '2026-13' }, 'period', 'invalid_period {"period":"2026-13"}'],
    ['a bad rate', { store: 'local-folder', rate: 'EUR=abc' }, 'rate', 'invalid_rate {"rate":"EUR=abc"}'],
  ])('refuses %s by its field, and starts nothing', async (_case, fields, field, error) => {
    const before = started.length;
    const response = await upload(fields, [{ name: 'r.tsv', text: 'x' }]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, errors: { [field]: error } });
    expect(started.length).toBe(before);
  });

  it('refuses no file and mixed kinds of file', async () => {
    const none = await upload({ store: 'local-folder' }, []);
    expect(await none.json()).toEqual({ ok: false, errors: { files: 'required' } });
    const mixed = await upload({ store: 'local-folder' }, [{ name: 'a.tsv', text: 'x' }, { name: 'b.csv', text: 'y' }]);
    expect(await mixed.json()).toEqual({ ok: false, errors: { files: 'invalid_choice' } });
  });

  it('is for staff only', async () => {
    expect(await thrownStatus(loader(request('artist', '/operator/statements')))).toBe(403);
    const form = new FormData();
    form.append('store', 'spotify');
    expect(await thrownStatus(action(request('artist', '/operator/statements', { method: 'POST', body: form })))).toBe(403);
    expect(await thrownStatus(suspenseLoader(request('artist', '/operator/statements/suspense')))).toBe(403);
  });
});

describe('/operator/statements/suspense', () => {
  it('groups what matched nothing by code, and matches it again once the ISRC is corrected', async () => {
    const before = (await (await suspenseLoader(request('operator', '/operator/statements/suspense'))).json()) as { groups: { code: string; lines: number; usd: string }[]; total: string };
    expect(before.groups).toMatchObject([{ code: 'QZLOST000001', lines: 2, usd: '2.70' }]);
    expect(before.total).toBe('2.70');

    await database.prisma.track.update({ where: { id: ids.track }, data: { isrc: 'QZLOST000001' } });
    const answer = await (await suspenseAction(request('operator', '/operator/statements/suspense', { method: 'POST', body: new FormData() }))).json();

    expect(answer).toEqual({ matched: 1, unmatched: 0, moved: '2.70' });
    const after = (await (await suspenseLoader(request('operator', '/operator/statements/suspense'))).json()) as { groups: unknown[] };
    expect(after.groups).toEqual([]);
    expect(await database.prisma.statementItem.count({ where: { statementId: ids.posted, trackId: ids.track } })).toBe(1);
    expect(await checkLedger({ prisma: database.prisma })).toEqual([]);
  });

  it('refuses to match again a statement that is not posted, as `/v1` and the CLI refuse it', async () => {
    const failed = await database.prisma.statement.create({ data: { store: 'deezer', period: '2026-11', sha256: 'f'.repeat(64), fileNames: ['f.tsv'], format: 'dsr', status: 'failed' } });
    const body = new FormData();
    body.set('statementId', failed.id);
    const answer = await suspenseAction(request('operator', '/operator/statements/suspense', { method: 'POST', body }));
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ refused: `statement_not_posted ${JSON.stringify({ statementId: failed.id })}` });
  });

  it('shows amounts to the cent, the groups adding up to the total shown, and keeps the exact ones in its data (issue 27)', async () => {
    const line = (isrc: string, amountMicros: bigint, lineNo: number) => ({
      lineNo, part: 1, isrc, upc: null, title: 'Lost', artist: 'Act', country: 'US', useType: 'OnDemandStream', usages: 1, currency: 'USD', amountMicros,
    });
    await postStatement(
      { prisma: database.prisma, now },
      {
        store: 'deezer', period: '2026-10', sha256: 'c'.repeat(64), fileNames: ['deezer.tsv'], format: 'dsr', importedById: ids.operator,
        usdRates: { USD: parseUsdRate('1')! },
        source: { async *lines() { yield [line('QZLOST000011', 1_105_256_089n, 1), line('QZLOST000012', 5_000n, 2), line('QZLOST000013', 5_000n, 3)]; }, period: async () => null },
      },
    );
    const data = await (await suspenseLoader(request('operator', '/operator/statements/suspense'))).json();
    // The statement's total converts to the cent (1,105.27); its items keep millionths (1,105.26…, 0.00…).
    expect(data.total).toBe('1105.27');
    expect(data.totalCents).toBe(110_527);
    const exact = data.groups.map((group) => group.usd);
    expect(exact.some((usd) => /\.\d{3,}$/.test(usd))).toBe(true);
    expect(data.groups.map((group) => group.cents)).toEqual([110_526, 1, 0]);
    expect(data.groups.reduce((sum, group) => sum + group.cents, 0)).toBe(data.totalCents);
    const html = await renderPageMarkup(SuspensePage, data);
    expect(html).toContain('$1,105.27');
    expect(html).toContain('$1,105.26');
    expect(html).not.toMatch(/\$[\d,]+\.\d{3,}/);
  });
});
