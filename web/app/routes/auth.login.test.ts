import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken, readSessionToken } from '../server/session.server';
import { createUser, useTestDatabase } from '../testing/database';
import { action, loader } from './auth.login';

let database: TestDatabase;
let userId: string;

beforeAll(async () => {
  database = await useTestDatabase();
  ({ id: userId } = await createUser(database, { username: 'nova', password: 'right-password-1!' }));
  await createUser(database, { username: 'frozen', password: 'right-password-1!', freeze: true });
});
afterAll(async () => {
  await database?.drop();
});

function login(fields: Record<string, string>): Promise<Response> {
  const request = new Request('http://localhost/auth/login', { method: 'POST', body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: {} }) as Promise<Response>;
}

function sessionToken(response: Response): Promise<string | null> {
  const cookie = (response.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
  return readSessionToken(new Request('http://localhost/', { headers: { Cookie: cookie } }));
}

describe('login action', () => {
  it('refuses a wrong password with the credentials error and no session', async () => {
    const response = await login({ identifier: 'nova', password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    const body = (await response.json()) as { error?: Record<string, string[]> };
    expect(body.error?.['']).toEqual(['invalid_credentials']);
    expect(await database.prisma.session.count({ where: { userId } })).toBe(0);
  });

  it('refuses an unknown user the same way', async () => {
    const response = await login({ identifier: 'nobody', password: 'right-password-1!' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error?: Record<string, string[]> }).error?.['']).toEqual(['invalid_credentials']);
  });

  it('asks for both fields', async () => {
    const response = await login({ identifier: '', password: '' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error?: Record<string, string[]> };
    expect(body.error).toMatchObject({ identifier: ['required'], password: ['required'] });
  });

  it('signs in with the username, sets the session cookie and goes to the dashboard', async () => {
    const response = await login({ identifier: 'nova', password: 'right-password-1!' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/dashboard');
    const token = await sessionToken(response);
    expect(token).toBeTruthy();
    const session = await database.prisma.session.findUnique({ where: { tokenHash: hashSessionToken(token ?? '') } });
    expect(session?.userId).toBe(userId);
  });

  it('signs in with the email in any case and returns to the requested same-site path', async () => {
    const response = await login({
      identifier: 'NOVA@example.test',
      password: 'right-password-1!',
      redirect: '/distributions?sort=oldest',
    });
    expect(response.headers.get('Location')).toBe('/distributions?sort=oldest');
    expect(await sessionToken(response)).toBeTruthy();
  });

  it('never redirects to another site', async () => {
    const response = await login({ identifier: 'nova', password: 'right-password-1!', redirect: '//evil.example/x' });
    expect(response.headers.get('Location')).toBe('/dashboard');
  });

  it('sends a blocked account to the blocked page', async () => {
    const response = await login({ identifier: 'frozen', password: 'right-password-1!' });
    expect(response.headers.get('Location')).toBe('/account/blocked');
  });
});

describe('login page', () => {
  it('sends a signed-in user to the dashboard', async () => {
    const signIn = await login({ identifier: 'nova', password: 'right-password-1!' });
    const cookie = (signIn.headers.get('Set-Cookie') ?? '').split(';')[0] ?? '';
    const request = new Request('http://localhost/auth/login', { headers: { Cookie: cookie } });
    const thrown = await Promise.resolve(loader({ request, params: {}, context: {} })).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/dashboard');
  });
});
