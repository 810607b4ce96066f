import svgCaptcha from 'svg-captcha';
import type { ServiceDeps } from '../deps';

/** A captcha is answered once, within 5 minutes of being shown. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_LENGTH = 5;
/** Characters too easily mistaken for one another in a distorted image. */
const AMBIGUOUS_CHARACTERS = '0oO1iIlLjJ';

/** What the sign-in page and `GET /v1/auth/captcha` receive: the id to send back and the picture of the answer. */
export interface CaptchaChallenge {
  id: string;
  svg: string;
}

/** Draws a new captcha and keeps its answer; expired ones are cleared on the way. */
export async function createCaptcha({ prisma, now }: Pick<ServiceDeps, 'prisma' | 'now'>): Promise<CaptchaChallenge> {
  await prisma.captcha.deleteMany({ where: { expiresAt: { lt: now } } });
  const { text, data } = svgCaptcha.create({
    size: CAPTCHA_LENGTH,
    noise: 3,
    // Dark grey strokes (svg-captcha colours them at random when given a background, some too pale to read);
    // the page puts the picture on white in both themes.
    color: false,
    ignoreChars: AMBIGUOUS_CHARACTERS,
  });
  const { id } = await prisma.captcha.create({
    data: { answer: text, expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS) },
    select: { id: true },
  });
  return { id, svg: data };
}

/**
 * Whether the answer (in any case) is right. The first check spends the captcha whatever its outcome, and only
 * one of two simultaneous checks can claim it, so each picture is worth exactly one guess.
 */
export async function checkCaptcha(
  { prisma, now }: Pick<ServiceDeps, 'prisma' | 'now'>,
  { id, answer }: { id: string; answer: string },
): Promise<boolean> {
  if (!id) return false;
  const claimed = await prisma.captcha.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (claimed.count !== 1) return false;
  const captcha = await prisma.captcha.findUnique({ where: { id }, select: { answer: true } });
  return captcha !== null && captcha.answer.toLowerCase() === answer.trim().toLowerCase();
}
