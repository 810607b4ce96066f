import { parseWithZod } from '@conform-to/zod/v4';
import { getPrisma, hashPassword, verifyPassword } from '@slipcase/db';
import { hashSessionToken, readSessionToken } from '../session.server';
import { passwordSchema } from './schemas';

const HIDDEN = ['currentPassword', 'newPassword', 'confirmPassword'];

/**
 * Changes the password after checking the current one. Every other session of the user ends (a stolen session
 * dies with the old password), as do unused reset links; the session that made the change stays signed in.
 */
export async function changePassword(request: Request, userId: string, form: FormData) {
  const submission = parseWithZod(form, { schema: passwordSchema });
  if (submission.status !== 'success') return { reply: submission.reply({ hideFields: HIDDEN }), changed: false, status: 400 };
  const { currentPassword, newPassword } = submission.value;
  const prisma = getPrisma();
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    return {
      reply: submission.reply({ fieldErrors: { currentPassword: ['invalid_password'] }, hideFields: HIDDEN }),
      changed: false,
      status: 400,
    };
  }
  const passwordHash = await hashPassword(newPassword);
  const token = await readSessionToken(request);
  const now = new Date();
  await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { passwordHash } }),
    prisma.session.deleteMany({ where: { userId, ...(token && { tokenHash: { not: hashSessionToken(token) } }) } }),
    prisma.authToken.updateMany({ where: { userId, kind: 'password_reset', usedAt: null }, data: { usedAt: now } }),
  ]);
  return { reply: submission.reply({ resetForm: true }), changed: true, status: 200 };
}
