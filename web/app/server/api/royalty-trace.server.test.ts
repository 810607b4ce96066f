import type { TestDatabase } from '@slipcase/db/testing';
import { postUsdStatement } from '@slipcase/services/testing/posted-statements';
import { royaltyTraceSchema } from '@slipcase/api-contract/royalty-trace-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as traceRoute from '../../routes/v1.royalties.trace';
import { callApi, createTokenUser } from '../../testing/api';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { openApiDocument } from './openapi.server';

let database: TestDatabase;
let owner: { id: string; token: string };
let other: { id: string; token: string };
let operator: { token: string };
let isrc: string;
let theirs: { isrc: string; releaseId: string };

async function artistWithTrack(username: string) {
  const user = await createTokenUser(database, username);
  const release = await createReleaseRow(database, { ownerId: user.id, title: 'Night Drive', status: 'published' });
  const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
  return { user, track: { isrc: track.isrc!, releaseId: release.id } };
}

beforeAll(async () => {
  database = await useTestDatabase();
  const mine = await artistWithTrack('tracer');
  const someone = await artistWithTrack('someone-else');
  owner = mine.user;
  other = someone.user;
  isrc = mine.track.isrc;
  theirs = someone.track;
  operator = await createTokenUser(database, 'operator-tracer', { role: 'operator' });
  await postUsdStatement(database.prisma, {
    period: '2026-11',
    store: 'deezer',
    lines: [
      { isrc, amountMicros: 2_000_000n, country: 'FR' },
      { isrc: theirs.isrc, amountMicros: 5_000_000n, country: 'FR' },
    ],
  });
});
afterAll(() => database?.drop());

const get = (token: string, query: string) => callApi(traceRoute, 'GET', `/v1/royalties/trace?${query}`, { token });

describe('GET /v1/royalties/trace', () => {
  it('gives the caller’s own amount of a period with its lines and entries, as the contract says', async () => {
    const answer = await get(owner.token, `period=2026-11&isrc=${isrc.toLowerCase()}&country=fr`);
    expect(answer.status).toBe(200);
    const trace = royaltyTraceSchema.parse(answer.body);
    expect(trace).toMatchObject({ period: '2026-11', amountCount: 1, lineCount: 1, moreLines: 0 });
    expect(trace.amounts[0]).toMatchObject({ store: 'deezer', country: 'FR', isrc, currency: 'USD', usdRate: '1', usd: '2.00' });
    // A statement posted without its files kept: the line is named, its cells are not there to show.
    expect(trace.amounts[0]!.lines).toEqual([{ fileName: 'report.tsv', part: 1, lineNo: 1, recordType: null, cells: null, summary: null }]);
    expect(trace.amounts[0]!.entries.map((entry) => [entry.holder, entry.amount, entry.holderName])).toEqual([['owner', trace.amounts[0]!.yours, null]]);
  });

  it('never shows another account’s money: their ISRC is empty, their release not found', async () => {
    const byIsrc = await get(owner.token, `period=2026-11&isrc=${theirs.isrc}`);
    expect(byIsrc.body).toMatchObject({ amounts: [], total: '0.00' });
    const byRelease = await get(owner.token, `period=2026-11&releaseId=${theirs.releaseId}`);
    expect(byRelease.status).toBe(404);
    expect(byRelease.body).toMatchObject({ error: { code: 'not_found', field: 'releaseId' } });
    expect((await get(other.token, `period=2026-11&releaseId=${theirs.releaseId}`)).status).toBe(200);
  });

  it('shows an operator every amount of the store', async () => {
    const answer = await get(operator.token, 'period=2026-11&store=deezer');
    expect(answer.status).toBe(200);
    expect((answer.body as { amounts: { isrc: string }[] }).amounts.map((amount) => amount.isrc).sort()).toEqual([isrc, theirs.isrc].sort());
  });

  it('answers every bad parameter with 400 and our message, never a 500', async () => {
    for (const [query, code, field] of [
      ['', 'required', 'period'],
      ['period=2026-13', 'invalid_period', 'period'],
      ['period=2026-11&isrc=%00', 'invalid_isrc', 'isrc'],
      ['period=2026-11&upc=abc', 'invalid_upc', 'upc'],
      ['period=2026-11&country=ZZZ', 'invalid_input', 'country'],
      ['period=2026-11&store=%1B%5B31m', 'invalid_characters', 'store'],
      ['period=2026-11&releaseId=..%2F', 'invalid_input', 'releaseId'],
      ['period=2026-11&cursor=1', 'invalid_input', undefined],
    ] as const) {
      const answer = await get(owner.token, query);
      expect(answer.status, query).toBe(400);
      const error = (answer.body as { error: { code: string; field?: string; message: string } }).error;
      expect(error.code, query).toBe(code);
      if (field) expect(error.field, query).toBe(field);
      expect(error.message, query).not.toBe(code);
    }
  });

  it('is described in the OpenAPI document with its parameters', () => {
    const document = openApiDocument('http://localhost') as { paths: Record<string, { get: { parameters: { name: string; required?: boolean }[] } }> };
    const parameters = document.paths['/v1/royalties/trace']!.get.parameters;
    expect(parameters.map((parameter) => parameter.name).sort()).toEqual(['country', 'isrc', 'period', 'releaseId', 'store', 'trackId', 'upc']);
    expect(parameters.find((parameter) => parameter.name === 'period')!.required).toBe(true);
  });
});
