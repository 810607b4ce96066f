import type { TestDatabase } from '@slipcase/db/testing';
import { addRoyalty } from '@slipcase/services/payouts/rails/testing/ledger-fixture';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '../../routes/v1.statements';
import * as csvRoute from '../../routes/v1.statements.$period[.]csv';
import * as pdfRoute from '../../routes/v1.statements.$period[.]pdf';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';

// /v1/statements: the periods that credited the caller, and each period's statement as CSV and PDF.
let database: TestDatabase;
let label: Awaited<ReturnType<typeof createTokenUser>>;
let stranger: Awaited<ReturnType<typeof createTokenUser>>;

beforeAll(async () => {
  database = await useTestDatabase();
  label = await createTokenUser(database, 'label', { scopes: ['read'] });
  stranger = await createTokenUser(database, 'stranger', { scopes: ['read'] });
  await addRoyalty(database.prisma, label.id, 12_34, 'USD', { period: '2031-01', platform: 'spotify' });
  await addRoyalty(database.prisma, label.id, 66, 'USD', { period: '2031-01', platform: 'deezer', country: 'FR' });
  await addRoyalty(database.prisma, label.id, 5_00, 'USD', { period: '2031-02' });
  await addRoyalty(database.prisma, stranger.id, 99_00, 'USD', { period: '2031-03' });
});
afterAll(() => database?.drop());

describe('/v1/statements', () => {
  it('lists the caller’s periods, newest first, with their totals and statement paths', async () => {
    const answer = await callApi(listRoute, 'GET', '/v1/statements', { token: label.token });
    expect(answer.status).toBe(200);
    expect(answer.body.statements.map((row: { period: string; amount: string; stores: string[]; csv: string }) => [row.period, row.amount, [...row.stores].sort(), row.csv])).toEqual([
      ['2031-02', '5.00', ['spotify'], '/v1/statements/2031-02.csv'],
      ['2031-01', '13.00', ['deezer', 'spotify'], '/v1/statements/2031-01.csv'],
    ]);
  });

  it('gives a period’s statement as CSV and PDF, 404 for a period of another account, 400 for a period that is none', async () => {
    const csv = await callApi(csvRoute, 'GET', '/v1/statements/2031-01.csv', { token: label.token });
    expect([csv.status, csv.headers.get('Content-Type')]).toEqual([200, 'text/csv; charset=utf-8; header=present']);
    expect((csv.body as string).trim().split('\r\n').at(-1)).toBe('total,,,,,,,,,,,13.00');
    const pdf = await callApi(pdfRoute, 'GET', '/v1/statements/2031-02.pdf', { token: label.token });
    expect([pdf.status, pdf.bytes.subarray(0, 5).toString()]).toEqual([200, '%PDF-']);

    expect(await callApi(csvRoute, 'GET', '/v1/statements/2031-03.csv', { token: label.token })).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', field: 'period' } },
    });
    expect(await callApi(pdfRoute, 'GET', '/v1/statements/2031-13.pdf', { token: label.token })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_input', field: 'period' } },
    });
  });
});
