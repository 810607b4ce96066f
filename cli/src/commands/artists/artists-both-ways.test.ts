import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase artists list|create` both ways on the same database: signed out as --as, and signed in through /v1 with
// the account's token. The same words, JSON and refusals.
let world: SignedInWorld;

beforeAll(async () => {
  world = await startSignedIn();
});
afterAll(async () => {
  await world?.close();
});

async function proAccount() {
  const user = await createTestUser(world.db.prisma);
  await world.db.prisma.user.update({ where: { id: user.id }, data: { plan: 'pro' } });
  return { ...user, token: await world.tokenOf(user.id, ['read', 'write']) };
}

const NOVA = ['--name', 'Nova Lane', '--type', 'solo', '--genre', 'electronic', '--country', 'pt', '--social', 'instagram=https://instagram.com/novalane', '--request-new-profile'];

describe('slipcase artists, locally and signed in', () => {
  it('lists the same artists the same way, made either way', async () => {
    const owner = await proAccount();
    const empty = await world.bothWays(owner.token, ['artists', 'list'], ['--as', owner.username]);
    expect(empty.local).toMatchObject({ exit: 0, stdout: 'No artists yet: create one with `slipcase artists create --name <name> …`.\n' });
    expect(empty.remote).toMatchObject({ exit: 0, stdout: empty.local.stdout });

    const local = await world.signedOut(() => runCli(['artists', 'create', ...NOVA, '--json', '--as', owner.username]));
    world.signIn(owner.token);
    const remote = await runCli(['artists', 'create', ...NOVA.map((arg) => (arg === 'Nova Lane' ? 'Nova Lane II' : arg)), '--json']);
    const [fromLocal, fromRemote] = [JSON.parse(local.stdout), JSON.parse(remote.stdout)];
    expect(fromLocal).toMatchObject({ name: 'Nova Lane', type: 'solo', mainGenre: 'electronic', country: 'PT', releases: 0, followers: 0 });
    expect({ ...fromRemote, id: fromLocal.id, name: fromLocal.name }).toEqual(fromLocal);

    const text = await world.bothWays(owner.token, ['artists', 'list'], ['--as', owner.username]);
    expect(text.local.stdout).toMatch(new RegExp(`^ID +Name .*\n${fromLocal.id} +Nova Lane +solo .*\n${fromRemote.id} +Nova Lane II +solo .*\n\n2 artists\n$`));
    expect(text.remote).toMatchObject({ exit: 0, stdout: text.local.stdout });
    const json = await world.bothWays(owner.token, ['artists', 'list', '--json'], ['--as', owner.username]);
    expect(JSON.parse(json.remote.stdout)).toEqual(JSON.parse(json.local.stdout));
  });

  it('refuses every bad field, and the plan’s last profile, in the same words either way, making nothing', async () => {
    const owner = await proAccount();
    const bad = await world.bothWays(owner.token, ['artists', 'create', '--name', 'Kazoo', '--type', 'kazoo band', '--website', 'not a site', '--json'], ['--as', owner.username]);
    expect(bad.local.exit).toBe(5);
    expect(JSON.parse(bad.local.stdout).error.fields).toEqual([
      { field: 'type', code: 'invalid_choice', message: 'Choose one of the options offered.' },
      { field: 'genre', code: 'required', message: 'This field is required' },
      { field: 'website', code: 'invalid_url', message: expect.any(String) },
      { field: 'provider-profile', code: 'provider_profile_choice', message: 'Link your existing Spotify profile or ask for a new one: one of the two.' },
    ]);
    expect(bad.remote).toMatchObject({ exit: 5, stdout: bad.local.stdout });

    const profile = (name: string) => ['artists', 'create', '--name', name, '--type', 'band', '--genre', 'rock', '--request-new-profile'];
    for (const name of ['Act 1', 'Act 2', 'Act 3']) expect((await world.signedOut(() => runCli([...profile(name), '--as', owner.username]))).exit).toBe(0);
    const over = await world.bothWays(owner.token, profile('One Too Many'), ['--as', owner.username]);
    expect(over.local).toMatchObject({ exit: 4 });
    expect(over.local.error?.message).toBe('Artist profile limit reached: your plan includes 3. Upgrade to add more.');
    expect(over.remote).toMatchObject({ exit: 4 });
    expect(over.remote.error?.message).toBe(over.local.error?.message);
    expect(await world.db.prisma.artist.count({ where: { ownerId: owner.id } })).toBe(3);
  });

  it('names the account to act as locally, and refuses --as signed in', async () => {
    const owner = await proAccount();
    const nobody = await world.signedOut(() => runCli(['artists', 'list']));
    expect(nobody.error?.message).toBe('Name the account to act as: --as <username or e-mail>, or set SLIPCASE_USER');
    expect((await world.signedOut(() => runCli(['artists', 'list', '--as', 'nosuchuser']))).exit).toBe(3);
    world.signIn(owner.token);
    expect((await runCli(['artists', 'list', '--as', owner.username])).exit).toBe(2);
  });
});
