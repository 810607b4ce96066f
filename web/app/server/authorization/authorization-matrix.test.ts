import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database';
import { createReleaseRow } from '../../testing/releases';
import { EXPECTED } from '../../testing/authorization-matrix/matrix-expected';
import { pageRows, v1Rows, type Ids, type MatrixRow, type RouteModule } from '../../testing/authorization-matrix/matrix-calls';
import { createCallers, KINDS } from '../../testing/authorization-matrix/matrix-callers';

// Every route file's loader and action and every /v1 operation, found from the route files themselves: a new
// route, or a new operation, has no row in EXPECTED and fails the first test.
const modules = import.meta.glob<RouteModule>(['../../routes/*.{ts,tsx}', '!../../routes/*.test.{ts,tsx}']);

let database: TestDatabase;
let rows: MatrixRow[] = [];

beforeAll(async () => {
  database = await useTestDatabase();
  for (const [path, load] of Object.entries(modules)) {
    const file = path.replace('../../routes/', '').replace(/\.tsx?$/, '');
    const module = await load();
    rows.push(...(file.startsWith('v1.') ? v1Rows(file, module) : pageRows(file, module)));
  }
  rows = rows.sort((a, b) => a.name.localeCompare(b.name));
});
afterAll(async () => {
  await database?.drop();
});

describe('the authorization matrix: every route × every kind of caller', () => {
  it('has a row for every page loader and action and every /v1 operation, and none for a route that is gone', () => {
    expect(rows.map((row) => row.name)).toEqual(Object.keys(EXPECTED).sort((a, b) => a.localeCompare(b)));
  });

  it('answers each caller as the matrix says', async () => {
    const { users, cookies: sessions } = await createCallers(database);
    // The PRO account's release; a fresh one for each call that may delete what it names.
    const ownedIds = async (): Promise<Ids> => {
      const release = await createReleaseRow(database, { ownerId: users.pro.id, title: 'Owned', status: 'draft' });
      const track = await database.prisma.track.findFirstOrThrow({ where: { releaseId: release.id } });
      return { id: release.id, trackId: track.id, artistId: release.artistId };
    };
    const seen: Record<string, string> = {};
    for (const row of rows) {
      const cookies = await sessions();
      const deletes = /delete|remove/i.test(row.name);
      const shared = await ownedIds();
      const cells: string[] = [];
      for (const kind of KINDS) cells.push(await row.call(cookies[kind], deletes ? await ownedIds() : shared));
      seen[row.name] = cells.join(' ');
    }
    const expected = Object.fromEntries(rows.map((row) => [row.name, EXPECTED[row.name]]));
    expect(seen).toEqual(expected);
    expect(rows.length * KINDS.length).toBeGreaterThan(1_000);
  }, 300_000);
});
