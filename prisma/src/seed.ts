import type { PayoutMethodKind, Plan, PrismaClient, Role } from './client';
import { hashPassword } from './passwords';

/** An artist of a demo account, as the catalogue shows it. */
export interface DemoArtist {
  name: string;
  type: string;
  mainGenre: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  verified?: boolean;
  /** Followers on the streaming provider; platform follows add to it. */
  followerCount?: number;
}

export interface DemoAccount {
  email: string;
  username: string;
  name: string;
  password: string;
  role: Role;
  plan: Plan;
  artists: readonly DemoArtist[];
  payout?: { method: PayoutMethodKind; stripeAccountId: string };
}

/** The accounts `npm start` prints, so a newcomer can sign in right away. Never seeded into a non-empty database. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@slipcase.local',
    username: 'admin',
    name: 'Slipcase Admin',
    password: 'slipcase-admin-1!',
    role: 'admin',
    plan: 'pro',
    artists: [],
  },
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
    artists: [{ name: 'Nova Lane', type: 'solo', mainGenre: 'pop', country: 'US', followerCount: 1280 }],
    // A Stripe connected account id that exists nowhere: requests can be made and cancelled, not paid.
    payout: { method: 'stripe', stripeAccountId: 'acct_demo' },
  },
  {
    email: 'free@slipcase.local',
    username: 'free',
    name: 'Free Artist',
    password: 'slipcase-free-1!',
    role: 'artist',
    plan: 'free',
    artists: [{ name: 'Juniper Reed', type: 'solo', mainGenre: 'folk', country: 'GB', followerCount: 96 }],
  },
];

/**
 * Accounts that only fill the public artists catalogue (and the release wizard's Follow step, where free users
 * follow at least 5 PRO artists): PRO and Advanced artists across countries and genres. Nobody signs in as them:
 * their password hash is no hash at all, so every password is refused.
 */
export const CATALOGUE_ACCOUNTS: ReadonlyArray<Omit<DemoAccount, 'password' | 'role'>> = [
  {
    email: 'lumen.records@slipcase.local',
    username: 'lumen-records',
    name: 'Lumen Records',
    plan: 'advanced',
    artists: [
      { name: 'Aurora Vale', type: 'solo', mainGenre: 'electronic', country: 'NO', verified: true, followerCount: 48_200 },
      { name: 'The Midnight Tides', type: 'band', mainGenre: 'rock', country: 'GB', verified: true, followerCount: 23_750 },
      { name: 'Orquesta del Alba', type: 'orchestra', mainGenre: 'classical', country: 'MX', verified: true, followerCount: 12_100 },
      { name: 'Nordlys Ensemble', type: 'ensemble', mainGenre: 'world', country: 'DK', followerCount: 1_840 },
    ],
  },
  {
    email: 'marisol.diaz@slipcase.local',
    username: 'marisol-diaz',
    name: 'Marisol Díaz',
    plan: 'pro',
    artists: [
      { name: 'Marisol Díaz', type: 'solo', mainGenre: 'latin', country: 'ES', verified: true, followerCount: 15_300 },
      { name: 'Coral Sur', type: 'choir', mainGenre: 'latin', country: 'AR', followerCount: 2_050 },
    ],
  },
  {
    email: 'lua.ferreira@slipcase.local',
    username: 'lua-ferreira',
    name: 'Lua Ferreira',
    plan: 'pro',
    artists: [{ name: 'Lua Ferreira', type: 'solo', mainGenre: 'folk', country: 'BR', verified: true, followerCount: 31_000 }],
  },
  {
    email: 'kaan.yildiz@slipcase.local',
    username: 'kaan-yildiz',
    name: 'Kaan Yıldız',
    plan: 'pro',
    artists: [{ name: 'Kaan Yıldız', type: 'solo', mainGenre: 'pop', country: 'TR', followerCount: 7_200 }],
  },
  {
    email: 'kofi.mensah@slipcase.local',
    username: 'kofi-mensah',
    name: 'Kofi Mensah',
    plan: 'pro',
    artists: [
      { name: 'Kofi Mensah', type: 'solo', mainGenre: 'hiphop', country: 'GH', followerCount: 5_600 },
      { name: 'Roots Alliance', type: 'band', mainGenre: 'reggae', country: 'JM', followerCount: 4_100 },
    ],
  },
  {
    email: 'hana.sato@slipcase.local',
    username: 'hana-sato',
    name: 'Hana Sato',
    plan: 'pro',
    artists: [{ name: 'Hana & The Quiet', type: 'duo', mainGenre: 'jazz', country: 'JP', followerCount: 2_900 }],
  },
];

/** Not an argon2 hash: verifyPassword refuses every password for it. */
const NO_PASSWORD = '!catalogue-only';

/** An artist row of a demo account: every demo artist asks for a new streaming profile at its first release. */
function artistRow(artist: DemoArtist) {
  return { ...artist, requestNewProfile: true };
}

/**
 * Seeds the demo accounts (with their artists and payout method) and the catalogue's accounts when
 * the User table is empty, all or nothing. Returns whether it seeded.
 */
export async function seedDemoData(prisma: PrismaClient, now = new Date()): Promise<boolean> {
  // Hash before the transaction: argon2 is slow on purpose and should not hold it open.
  const users = await Promise.all(
    DEMO_ACCOUNTS.map(async ({ password, artists, payout, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password),
      // Demo addresses receive no mail: they start verified.
      emailVerifiedAt: now,
      firstName: user.name.split(' ')[0] ?? '',
      lastName: user.name.split(' ').slice(1).join(' '),
      payoutMethod: payout?.method ?? null,
      stripeAccountId: payout?.stripeAccountId ?? null,
      artists: { create: artists.map(artistRow) },
    })),
  );
  const catalogue = CATALOGUE_ACCOUNTS.map(({ artists, ...user }) => ({
    ...user,
    role: 'artist' as const,
    passwordHash: NO_PASSWORD,
    emailVerifiedAt: now,
    firstName: user.name.split(' ')[0] ?? '',
    lastName: user.name.split(' ').slice(1).join(' '),
    artists: { create: artists.map(artistRow) },
  }));
  return prisma.$transaction(async (tx) => {
    // Serialises concurrent seeders (two `npm start`s on one database): the second sees the users of the first.
    await tx.$executeRaw`LOCK TABLE "User" IN EXCLUSIVE MODE`;
    if ((await tx.user.count()) > 0) return false;
    for (const data of [...users, ...catalogue]) await tx.user.create({ data });
    return true;
    // Prisma's 5 s default expires on a busy machine, and the writes after it then fail on their foreign keys.
  }, { timeout: 60_000, maxWait: 60_000 });
}
