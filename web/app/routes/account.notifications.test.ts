import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, sessionCookie, useTestDatabase } from '../testing/database';
import { renderPageMarkup } from '../testing/render-page';
import { settle } from '../testing/sign-in';
import NotificationSettingsPage, { action, loader } from './account.notifications';

let database: TestDatabase;
let userId: string;
let cookie: string;

beforeAll(async () => {
  database = await useTestDatabase();
  ({ id: userId } = await createUser(database, { username: 'listener', password: 'pw-123456!' }));
  cookie = await sessionCookie(userId);
});
afterAll(async () => {
  await database?.drop();
});

const url = 'http://localhost/account/notifications';
const settings = () =>
  database.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { emailNotifications: true, marketingEmails: true, pushNotifications: true },
  });

async function save(fields: Record<string, string>) {
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { Cookie: cookie } });
  const response = await settle(action({ request, params: {}, context: {} }));
  return { status: response.status, body: (await response.json()) as { saved: boolean } };
}

describe('/account/notifications', () => {
  it('shows the three toggles as saved (e-mail notifications on by default)', async () => {
    const data = await (await settle(loader({ request: new Request(url, { headers: { Cookie: cookie } }), params: {}, context: {} }))).json();
    expect(data).toEqual({ emailNotifications: true, marketingEmails: false, pushNotifications: false });
    const html = await renderPageMarkup(NotificationSettingsPage, data);
    for (const label of ['Email notifications', 'Marketing emails', 'Push notifications']) expect(html).toContain(label);
    expect(html).toMatch(/<input[^>]*name="emailNotifications"[^>]*checked/);
    expect(html).not.toMatch(/<input[^>]*name="marketingEmails"[^>]*checked/);
  });

  it('saves what is ticked, and an unticked box as off', async () => {
    expect(await save({ marketingEmails: 'on', pushNotifications: 'on' })).toEqual({ status: 200, body: expect.objectContaining({ saved: true }) });
    expect(await settings()).toEqual({ emailNotifications: false, marketingEmails: true, pushNotifications: true });
    await save({ emailNotifications: 'on' });
    expect(await settings()).toEqual({ emailNotifications: true, marketingEmails: false, pushNotifications: false });
  });
});
