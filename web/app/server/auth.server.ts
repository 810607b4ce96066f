import { getPrisma, hashPassword, verifyPassword } from '@slipcase/db';

/** What sign-in needs to know of the account a username or e-mail names. */
export interface Account {
  id: string;
  username: string;
  email: string;
  name: string;
  language: string | null;
  passwordHash: string;
  freeze: boolean;
  banned: boolean;
  emailVerifiedAt: Date | null;
  twoFactorEnabled: boolean;
}

/** The account whose username or e-mail (either, in any case) is `identifier`, else null. */
export function findAccount(identifier: string): Promise<Account | null> {
  const name = identifier.trim();
  return getPrisma().user.findFirst({
    where: {
      OR: [{ username: { equals: name, mode: 'insensitive' } }, { email: { equals: name, mode: 'insensitive' } }],
    },
    select: {
      id: true,
      username: true,
      email: true,
      name: true,
      language: true,
      passwordHash: true,
      freeze: true,
      banned: true,
      emailVerifiedAt: true,
      twoFactorEnabled: true,
    },
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password is the account's. No account still costs one argon2 verification, so an unknown name
 * takes as long to refuse as a wrong password.
 */
export async function passwordMatches(account: Pick<Account, 'passwordHash'> | null, password: string): Promise<boolean> {
  if (!account) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    return false;
  }
  return verifyPassword(account.passwordHash, password);
}
