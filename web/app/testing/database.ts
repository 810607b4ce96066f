import type { Role } from '@slipcase/domain';
import { hashPassword } from '@slipcase/db';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { createUserSession } from '../server/session.server';

/**
 * A fresh database for one test file, made the one the app's getPrisma() uses: DATABASE_URL is set before the
 * first getPrisma() call, which happens lazily inside the code under test.
 */
export async function useTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  process.env.DATABASE_URL = database.url;
  return database;
}

export async function createUser(
  database: TestDatabase,
  fields: {
    username: string;
    password: string;
    role?: Role;
    plan?: 'free' | 'pro' | 'advanced';
    timeZone?: string;
    freeze?: boolean;
    banned?: boolean;
  },
) {
  const { password, ...rest } = fields;
  return database.prisma.user.create({
    data: {
      email: `${fields.username}@example.test`,
      name: `${fields.username} Name`,
      passwordHash: await hashPassword(password),
      ...rest,
    },
  });
}

/** The Cookie header of a fresh session for the user, as the browser would send it after signing in. */
export async function sessionCookie(userId: string): Promise<string> {
  const response = await createUserSession(new Request('http://localhost/auth/login'), userId, '/dashboard');
  return (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
}
