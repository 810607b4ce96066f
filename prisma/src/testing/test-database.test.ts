import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, testServerUrl } from './test-database';

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    return (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('createTestDatabase', () => {
  it('gives each caller its own migrated database and drops it', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const nameOf = (url: string) => new URL(url).pathname.slice(1);
    expect(nameOf(a.url)).not.toBe(nameOf(b.url));

    await a.prisma.sequence.create({ data: { name: 'only-in-a' } });
    expect(await b.prisma.sequence.count()).toBe(0);

    await Promise.all([a.drop(), b.drop()]);
    expect(await databaseExists(nameOf(a.url))).toBe(false);
    expect(await databaseExists(nameOf(b.url))).toBe(false);
  });
});
