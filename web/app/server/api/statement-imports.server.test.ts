import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '../../routes/v1.operator.statements';
import * as rematchRoute from '../../routes/v1.operator.statements.rematch';
import * as suspenseRoute from '../../routes/v1.operator.suspense';
import { apiRoute } from './operation.server';
import { importStatementOperationWith } from './statement-imports.server';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

let database: TestDatabase;
beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(() => database?.drop());

describe('GET /v1/operator/statements', () => {
  it('lists the statements to staff as documented, refuses an artist, and answers a bad limit 400', async () => {
    const operator = await createTokenUser(database, 'statements-operator', { role: 'operator', scopes: ['read', 'review'] });
    await database.prisma.statement.create({
      data: { store: 'deezer', period: '2026-09', sha256: 'c'.repeat(64), fileNames: ['d.tsv'], format: 'dsr', status: 'failed', problem: { code: 'foot_mismatch', message: 'The FOOT record does not match the file.' } },
    });
    const listed = await callApi(listRoute, 'GET', '/v1/operator/statements?limit=5', { token: operator.token });
    expect(listed).toMatchObject({ status: 200, body: { statements: [{ store: 'deezer', status: 'failed', problem: { code: 'foot_mismatch' }, totals: [], usd: '0.00' }] } });

    for (const limit of ['0', '1001', '1.5', 'ten', '']) {
      const answer = await callApi(listRoute, 'GET', `/v1/operator/statements?limit=${limit}`, { token: operator.token });
      expect(answer.status, limit).toBe(400);
    }
    const artist = await createTokenUser(database, 'statements-artist');
    expect(await callApi(listRoute, 'GET', '/v1/operator/statements', { token: artist.token })).toMatchObject({ status: 403 });
  });
});

/** A statement upload's form: its text fields, then each file as a `files` part. */
function statementForm(fields: Record<string, string>, files: Array<[name: string, text: string]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, text] of files) form.append('files', new Blob([text]), name);
  return form;
}

describe('POST /v1/operator/statements', () => {
  it('answers a file over the limit 413 with its problem (the code the web and the CLI translate), and stores nothing', async () => {
    const operator = await createTokenUser(database, 'import-limit-operator', { role: 'operator', scopes: ['read', 'review'] });
    const small = apiRoute(importStatementOperationWith({ maxFileBytes: 64, maxText: '64 bytes' }));
    const form = statementForm({ store: 'local-folder' }, [['big.tsv', 'x'.repeat(1000)]]);
    const answer = await callApi(small, 'POST', '/v1/operator/statements', { token: operator.token, body: form });
    expect(answer).toMatchObject({ status: 413, body: { error: { code: 'statement_too_large', field: 'files', message: 'A statement file may be at most 64 bytes.' } } });
    expect(await database.prisma.statement.count({ where: { fileNames: { has: 'big.tsv' } } })).toBe(0);
  });

  it('refuses what is no form, a store that is not one and a form without files (400), and anyone but staff (403)', async () => {
    const operator = await createTokenUser(database, 'import-operator', { role: 'operator', scopes: ['read', 'review'] });
    const call = (body: BodyInit, token = operator.token) => callApi(listRoute, 'POST', '/v1/operator/statements', { token, body });
    expect(await call('store=spotify')).toMatchObject({ status: 400, body: { error: { code: 'invalid_input', field: 'body' } } });
    expect(await call(statementForm({ store: 'nostore' }, [['a.tsv', 'HEAD']]))).toMatchObject({ status: 400, body: { error: { code: 'invalid_choice', field: 'store' } } });
    expect(await call(statementForm({ store: 'local-folder', period: '2026-13' }, [['a.tsv', 'HEAD']]))).toMatchObject({ status: 400, body: { error: { code: 'invalid_period' } } });
    expect(await call(statementForm({ store: 'local-folder' }, []))).toMatchObject({ status: 400, body: { error: { code: 'required', field: 'files' } } });
    const artist = await createTokenUser(database, 'import-artist');
    expect(await call(statementForm({ store: 'local-folder' }, [['a.tsv', 'HEAD']]), artist.token)).toMatchObject({ status: 403 });
    expect(await database.prisma.statement.count({ where: { fileNames: { has: 'a.tsv' } } })).toBe(0);
  });
});

describe('POST /v1/operator/statements/rematch and GET /v1/operator/suspense', () => {
  it('refuses a statement not posted (409) or none (404), as the console and the CLI do; shows the suspense as documented', async () => {
    const operator = await createTokenUser(database, 'rematch-operator', { role: 'operator', scopes: ['read', 'review'] });
    const importing = await database.prisma.statement.create({ data: { store: 'deezer', period: '2026-10', sha256: 'e'.repeat(64), fileNames: ['e.tsv'], format: 'dsr', status: 'importing' } });
    const rematch = (json: object, token = operator.token) => callApi(rematchRoute, 'POST', '/v1/operator/statements/rematch', { token, json });
    expect(await rematch({ statementId: importing.id })).toMatchObject({
      status: 409,
      body: { error: { code: 'statement_not_posted', field: 'statementId', message: `Statement ${importing.id} is not posted: only a posted statement's suspense can be matched again.` } },
    });
    expect(await rematch({ statementId: 'nostatement' })).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await rematch({ statementId: 1 })).toMatchObject({ status: 400 });
    expect(await rematch({})).toMatchObject({ status: 200, body: { statements: [], matched: 0, moved: '0.00', unmatched: 0 } });

    expect(await callApi(suspenseRoute, 'GET', '/v1/operator/suspense', { token: operator.token })).toMatchObject({ status: 200, body: { total: '0.00', groups: [] } });
    expect(await callApi(suspenseRoute, 'GET', '/v1/operator/suspense?limit=0', { token: operator.token })).toMatchObject({ status: 400 });

    const artist = await createTokenUser(database, 'rematch-artist');
    expect(await rematch({}, artist.token)).toMatchObject({ status: 403 });
    expect(await callApi(suspenseRoute, 'GET', '/v1/operator/suspense', { token: artist.token })).toMatchObject({ status: 403 });
  });
});
