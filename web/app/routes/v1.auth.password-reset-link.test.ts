import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestDatabase } from '../testing/database';
import { resetLinkIn, useMailbox, type Mailbox } from '../testing/mailbox';
import { settle } from '../testing/sign-in';
import { action, RESET_LINK_ANSWER } from './v1.auth.password-reset-link';

let database: TestDatabase;
let mailbox: Mailbox;

beforeAll(async () => {
  database = await useTestDatabase();
  mailbox = await useMailbox();
  await createUser(database, { username: 'nova', password: 'right-password-1!' });
});
afterAll(async () => {
  delete process.env.SLIPCASE_PUBLIC_URL;
  await mailbox?.stop();
  await database?.drop();
});

function ask(body: Record<string, string>, json = true) {
  const request = new Request('http://localhost:3000/v1/auth/password-reset-link', {
    method: 'POST',
    headers: json ? { 'Content-Type': 'application/json' } : {},
    body: json ? JSON.stringify(body) : new URLSearchParams(body),
  });
  return settle(action({ request, params: {}, context: {} }));
}

describe('POST /v1/auth/password-reset-link', () => {
  it('answers 200 and the same words whether or not the address has an account', async () => {
    process.env.SLIPCASE_PUBLIC_URL = 'https://music.example.org';
    const known = await ask({ email: 'nova@example.test' });
    const unknown = await ask({ email: 'nobody@example.test' }, false);
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual({ message: RESET_LINK_ANSWER });
    expect(await unknown.json()).toEqual({ message: RESET_LINK_ANSWER });
    expect(resetLinkIn((await mailbox.next('nova@example.test')).text)).toMatch(/^https:\/\/music\.example\.org\/auth\/reset-password\?token=/);
    expect(mailbox.mails.filter((mail) => mail.to.includes('nobody@example.test'))).toEqual([]);
  });

  it('answers 400 for a malformed address', async () => {
    const response = await ask({ email: 'nova' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'invalid_email', field: 'email', message: 'Enter a valid email address.' } });
  });
});
