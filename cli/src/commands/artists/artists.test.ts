import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestUser } from '@slipcase/services/testing/release-fixture';
import { runCli } from '../../testing/run-cli';
import { startSignedIn, type SignedInWorld } from '../../testing/signed-in';

// `slipcase artists list|create` against the web app's real /v1 handlers and database, over HTTP.
let world: SignedInWorld;
let owner: Awaited<ReturnType<typeof createTestUser>>;
let token: string;

beforeAll(async () => {
  world = await startSignedIn();
  owner = await createTestUser(world.db.prisma);
  await world.db.prisma.user.update({ where: { id: owner.id }, data: { plan: 'pro' } });
  token = await world.tokenOf(owner.id, ['read', 'write']);
});

beforeEach(() => world.signIn(token));

afterAll(async () => {
  await world?.close();
});

async function cli(...args: string[]) {
  const run = await runCli(args);
  return { exit: run.exit, message: run.error?.message, stdout: run.stdout };
}

const artists = () => world.db.prisma.artist.findMany({ where: { ownerId: owner.id }, orderBy: { createdAt: 'asc' } });

describe('slipcase artists', () => {
  it('says when there is no artist yet, then creates one with the web’s rules and lists it', async () => {
    expect((await cli('artists', 'list')).stdout).toBe('No artists yet: create one with `slipcase artists create --name <name> …`.\n');

    const made = await cli(
      'artists', 'create', '--name', 'Nova Lane', '--type', 'solo', '--genre', 'electronic', '--country', 'pt',
      '--social', 'instagram=https://instagram.com/novalane', '--request-new-profile',
    );
    expect(made.exit).toBe(0);
    const [stored] = await artists();
    expect(made.stdout).toBe(`Created artist "Nova Lane" (${stored?.id}).\n`);
    expect(stored).toMatchObject({ name: 'Nova Lane', type: 'solo', mainGenre: 'electronic', country: 'PT', socialLinks: { instagram: 'https://instagram.com/novalane' } });

    const listed = await cli('artists', 'list');
    expect(listed.stdout).toMatch(new RegExp(`^ID +Name +Type +Genre +Country +Releases +Followers +Verified\n${stored?.id} +Nova Lane +solo +electronic +PT +0 +0 +no\n\n1 artist\n$`));
    expect(JSON.parse((await cli('artists', 'list', '--json')).stdout)).toEqual([expect.objectContaining({ id: stored?.id, name: 'Nova Lane', mainGenre: 'electronic' })]);
  });

  it('prints every refused field after its flag, in the web’s words (exit 5), and creates nothing', async () => {
    const before = (await artists()).length;
    const refused = await cli('artists', 'create', '--name', 'Kazoo', '--type', 'kazoo band', '--website', 'not a site', '--json');
    expect(refused.exit).toBe(5);
    expect(JSON.parse(refused.stdout).error.fields).toEqual([
      { field: 'type', code: 'invalid_choice', message: 'Choose one of the options offered.' },
      { field: 'genre', code: 'required', message: 'This field is required' },
      { field: 'website', code: 'invalid_url', message: expect.any(String) },
      { field: 'provider-profile', code: 'provider_profile_choice', message: 'Link your existing Spotify profile or ask for a new one: one of the two.' },
    ]);
    expect(await cli('artists', 'create', '--name', 'Kazoo', '--social', 'myspace=https://myspace.com/kazoo')).toMatchObject({
      exit: 5,
      message: 'social: "myspace=https://myspace.com/kazoo" is not <network>=<url> with a network among instagram, tiktok, youtube, x, facebook, soundcloud, spotify, appleMusic, bandcamp',
    });
    expect((await artists()).length).toBe(before);
  });

  it('refuses past the plan’s limit of profiles (exit 4)', async () => {
    const profile = (name: string) => ['artists', 'create', '--name', name, '--type', 'band', '--genre', 'rock', '--request-new-profile'];
    while ((await artists()).length < 3) expect((await cli(...profile(`Act ${(await artists()).length}`))).exit).toBe(0);
    expect(await cli(...profile('One Too Many'))).toMatchObject({
      exit: 4,
      message: 'Artist profile limit reached: your plan includes 3. Upgrade to add more.',
    });
  });

  it('needs the token’s scope (exit 4)', async () => {
    world.signIn(await world.tokenOf(owner.id, ['read']));
    expect(await cli('artists', 'create', '--name', 'X', '--type', 'solo', '--genre', 'pop', '--request-new-profile')).toMatchObject({
      exit: 4,
      message: 'This access token lacks the “write” scope this call needs.',
    });
  });
});
