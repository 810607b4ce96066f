import { hashPassword } from '@slipcase/db';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';

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
  fields: { username: string; password: string; role?: 'artist' | 'operator'; freeze?: boolean; banned?: boolean },
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
