import { getPrisma, hashPassword, verifyPassword } from '@slipcase/db';
import { isBlocked } from './session.server';

let dummyHash: Promise<string> | undefined;

/**
 * The user whose username or email (either, case-insensitive) and password match, else null.
 * An unknown name still costs one argon2 verification, so timing does not tell which names exist.
 */
export async function authenticate(
  identifier: string,
  password: string,
): Promise<{ id: string; blocked: boolean } | null> {
  const user = await getPrisma().user.findFirst({
    where: {
      OR: [
        { username: { equals: identifier, mode: 'insensitive' } },
        { email: { equals: identifier, mode: 'insensitive' } },
      ],
    },
    select: { id: true, passwordHash: true, freeze: true, banned: true },
  });
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verifyPassword(await dummyHash, password);
    return null;
  }
  if (!(await verifyPassword(user.passwordHash, password))) return null;
  return { id: user.id, blocked: isBlocked(user) };
}
