import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS, checkCaptcha, createCaptcha } from './captcha';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const at = (now = new Date()) => ({ prisma: database.prisma, now });
const check = (id: string, answer: string) => checkCaptcha(at(), { id, answer });

async function answerOf(id: string): Promise<string> {
  return (await database.prisma.captcha.findUniqueOrThrow({ where: { id } })).answer;
}

describe('captcha', () => {
  it('draws 5 characters as an SVG and keeps the answer for 5 minutes', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const { id, svg } = await createCaptcha(at(now));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const row = await database.prisma.captcha.findUniqueOrThrow({ where: { id } });
    expect(row.answer).toHaveLength(CAPTCHA_LENGTH);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(CAPTCHA_TTL_MS);
    expect(row.usedAt).toBeNull();
    // The picture does not carry its answer as text.
    expect(svg).not.toContain(row.answer);
  });

  it('takes the right answer in any case, once', async () => {
    const { id } = await createCaptcha(at());
    const answer = await answerOf(id);
    expect(await check(id, ` ${answer.toUpperCase()} `)).toBe(true);
    expect(await check(id, answer)).toBe(false);
  });

  it('is spent by a wrong answer too, so each picture is worth one guess', async () => {
    const { id } = await createCaptcha(at());
    const answer = await answerOf(id);
    expect(await check(id, 'wrong')).toBe(false);
    expect((await database.prisma.captcha.findUniqueOrThrow({ where: { id } })).usedAt).not.toBeNull();
    expect(await check(id, answer)).toBe(false);
  });

  it('refuses an expired captcha and an unknown id', async () => {
    const drawn = new Date(Date.now() - CAPTCHA_TTL_MS - 1000);
    const { id } = await createCaptcha(at(drawn));
    expect(await check(id, await answerOf(id))).toBe(false);
    expect(await check('no-such-captcha', 'abcde')).toBe(false);
    expect(await check('', 'abcde')).toBe(false);
  });

  it('lets only one of two simultaneous checks through', async () => {
    const { id } = await createCaptcha(at());
    const answer = await answerOf(id);
    const results = await Promise.all([check(id, answer), check(id, answer)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('clears expired captchas when drawing a new one', async () => {
    const { id: old } = await createCaptcha(at(new Date(Date.now() - 2 * CAPTCHA_TTL_MS)));
    await createCaptcha(at());
    expect(await database.prisma.captcha.findUnique({ where: { id: old } })).toBeNull();
  });
});
