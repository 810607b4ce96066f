import type { Plan, PrismaClient, Role } from './client';
import { hashPassword } from './passwords';

export interface DemoAccount {
  email: string;
  username: string;
  name: string;
  password: string;
  role: Role;
  plan: Plan;
  artists: ReadonlyArray<{ name: string; type: string; mainGenre: string }>;
}

/** The accounts `npm start` prints, so a newcomer can sign in right away. Never seeded into a non-empty database. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'operator@slipcase.local',
    username: 'operator',
    name: 'Slipcase Operator',
    password: 'slipcase-operator-1!',
    role: 'operator',
    plan: 'pro',
    artists: [],
  },
  {
    email: 'artist@slipcase.local',
    username: 'artist',
    name: 'Demo Artist',
    password: 'slipcase-artist-1!',
    role: 'artist',
    plan: 'pro',
    artists: [{ name: 'Nova Lane', type: 'solo', mainGenre: 'pop' }],
  },
];

/** Seeds the demo accounts when the User table is empty, all or nothing. Returns whether it seeded. */
export async function seedDemoData(prisma: PrismaClient): Promise<boolean> {
  // Hash before the transaction: argon2 is slow on purpose and should not hold it open.
  const users = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, artists, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password),
      artists: { create: [...artists] },
    })),
  );
  return prisma.$transaction(async (tx) => {
    // Serialises concurrent seeders (two `npm start`s on one database): the second sees the users of the first.
    await tx.$executeRaw`LOCK TABLE "User" IN EXCLUSIVE MODE`;
    if ((await tx.user.count()) > 0) return false;
    for (const data of users) await tx.user.create({ data });
    return true;
  });
}
