import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MS, checkCaptcha, createCaptcha } from './captcha.server';

let database: TestDatabase;

beforeAll(async () => {
  database = await useTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function answerOf(id: string): Promise<string> {
  return (await database.prisma.captcha.findUniqueOrThrow({ where: { id } })).answer;
}

describe('captcha', () => {
  it('draws 5 characters as an SVG and keeps the answer for 5 minutes', async () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const { id, svg } = await createCaptcha(now);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    const row = await database.prisma.captcha.findUniqueOrThrow({ where: { id } });
    expect(row.answer).toHaveLength(CAPTCHA_LENGTH);
    expect(row.expiresAt.getTime() - now.getTime()).toBe(CAPTCHA_TTL_MS);
    expect(row.usedAt).toBeNull();
    // The picture does not carry its answer as text.
    expect(svg).not.toContain(row.answer);
  });

  it('takes the right answer in any case, once', async () => {
    const { id } = await createCaptcha();
    const answer = await answerOf(id);
    expect(await checkCaptcha(id, ` ${answer.toUpperCase()} `)).toBe(true);
    expect(await checkCaptcha(id, answer)).toBe(false);
  });

  it('is spent by a wrong answer too, so each picture is worth one guess', async () => {
    const { id } = await createCaptcha();
    const answer = await answerOf(id);
    expect(await checkCaptcha(id, 'wrong')).toBe(false);
    expect((await database.prisma.captcha.findUniqueOrThrow({ where: { id } })).usedAt).not.toBeNull();
    expect(await checkCaptcha(id, answer)).toBe(false);
  });

  it('refuses an expired captcha and an unknown id', async () => {
    const drawn = new Date(Date.now() - CAPTCHA_TTL_MS - 1000);
    const { id } = await createCaptcha(drawn);
    expect(await checkCaptcha(id, await answerOf(id))).toBe(false);
    expect(await checkCaptcha('no-such-captcha', 'abcde')).toBe(false);
    expect(await checkCaptcha('', 'abcde')).toBe(false);
  });

  it('lets only one of two simultaneous checks through', async () => {
    const { id } = await createCaptcha();
    const answer = await answerOf(id);
    const results = await Promise.all([checkCaptcha(id, answer), checkCaptcha(id, answer)]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('clears expired captchas when drawing a new one', async () => {
    const { id: old } = await createCaptcha(new Date(Date.now() - 2 * CAPTCHA_TTL_MS));
    await createCaptcha();
    expect(await database.prisma.captcha.findUnique({ where: { id: old } })).toBeNull();
  });
});
