import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { loader } from './distributions.new';

let database: TestDatabase;
let cookie: string;

beforeAll(async () => {
  database = await useTestDatabase();
  const user = await createUser(database, { username: 'starter', password: 'pw-123456!' });
  cookie = await sessionCookie(user.id);
});

afterAll(async () => {
  await database?.drop();
});

async function open(path: string, headers: Record<string, string>): Promise<Response> {
  try {
    await loader({ request: new Request(`http://localhost${path}`, { headers }), params: {}, context: {} });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('the loader answered instead of redirecting');
}

describe('/distributions/new', () => {
  it('starts the wizard at basic info, keeping the query, and writes nothing', async () => {
    const response = await open('/distributions/new?from=dashboard', { Cookie: cookie });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/distributions/new/basic-info?from=dashboard');
    expect(await database.prisma.release.count()).toBe(0);
  });

  it('sends a visitor to sign in, and back here afterwards', async () => {
    const response = await open('/distributions/new', {});
    expect(response.headers.get('Location')).toBe('/auth/login?redirect=%2Fdistributions%2Fnew');
  });
});
