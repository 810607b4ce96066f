import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@slipcase/db/testing';
import { normalizeArtistProfile } from '@slipcase/domain';
import { createDdexStore, LocalFolderTransport, probeAudio, type StoreProfile } from '@slipcase/plugin-contract';
import { writeTone, xpath } from '@slipcase/plugin-contract/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../testing/accounts';
import { writeTestMedia, type TestMedia } from '../testing/media';
import { createDraftRelease } from '../testing/release-fixture';
import { loadDeliveryRelease } from './delivery-release';

// A store that takes up to 24 bit / 96 kHz FLAC, addressed like Spotify so the artist's Spotify profile is its.
const STORE: StoreProfile = {
  id: 'spotify',
  name: 'Spotify',
  tier: 'free',
  recipient: { dpid: 'PADPIDA2011072101T', name: 'Spotify' },
  requirements: { audio: { codec: 'flac', sampleRate: 96_000, bitDepth: 24 }, artwork: { minPx: 640, sizePx: 1000, format: 'jpeg' }, leadTimeDays: 0, territories: ['Worldwide'] },
  feed: { standard: 'ern-4.3', deals: [{ commercialModels: ['SubscriptionModel'], useTypes: ['OnDemandStream'] }] },
  capabilities: { acknowledgements: false, takedowns: true, updates: true },
  maxConcurrentDeliveries: 1,
};
const SPOTIFY_ID = '4Z8W4fKeB5YxbusRsdQVPb';

let database: TestDatabase;
let storageDir: string;
let media: TestMedia;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = await mkdtemp(join(tmpdir(), 'slipcase-delivery-release-'));
  media = await writeTestMedia(storageDir);
  await mkdir(join(storageDir, 'audio'), { recursive: true });
  await writeTone(join(storageDir, 'audio/hi-res.flac'), { format: 'flac', seconds: 3, sampleRate: 96_000, bitDepth: 24 });
});
afterAll(async () => {
  await database?.drop();
  await rm(storageDir, { recursive: true, force: true });
});

/** A release of an owner on `plan` whose artist links its Spotify and Apple Music profiles, its track a 24 bit / 96 kHz FLAC. */
async function releaseOn(plan: 'free' | 'pro', username: string) {
  const { prisma } = database;
  const owner = await createAccount(prisma, { username, plan });
  const release = await createDraftRelease(prisma, owner.id, media);
  const profile = normalizeArtistProfile({
    name: 'The Test Tones',
    type: 'band',
    mainGenre: 'pop',
    providerProfile: `https://open.spotify.com/artist/${SPOTIFY_ID}`,
    storeProfiles: { 'apple-music': 'https://music.apple.com/us/artist/the-test-tones/1451392236' },
  });
  await prisma.artist.update({ where: { id: release.artistId }, data: profile });
  await prisma.track.updateMany({ where: { releaseId: release.id }, data: { audioKey: 'audio/hi-res.flac', audioFormat: 'flac', durationMs: 3000 } });
  return release.id;
}

async function deliver(releaseId: string) {
  const release = await loadDeliveryRelease(database.prisma, releaseId, storageDir);
  const destination = join(storageDir, 'out', releaseId);
  const store = createDdexStore(STORE, new LocalFolderTransport(destination));
  const receipt = await store.deliver(release, {
    deliveryId: `dlv_${releaseId}`,
    createdAt: '2026-01-15T10:00:00.000Z',
    sender: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
    kind: 'new',
    isTest: true,
  });
  const folder = join(destination, receipt.batchId, release.upc);
  const xml = await readFile(join(folder, `${release.upc}.xml`), 'utf8');
  const audio = await probeAudio(join(folder, await xpath(xml, 'string(//SoundRecording//File/URI)')));
  return { release, xml, audio };
}

describe('loadDeliveryRelease and a delivery built from it', () => {
  it("sends a free owner's track at standard quality, 16 bit / 44.1 kHz, and the artist's profile id of this store", async () => {
    const { release, xml, audio } = await deliver(await releaseOn('free', 'freeowner'));
    expect(release.audioQuality).toBe('standard');
    expect(release.artist.storeIds).toEqual({ spotify: `spotify:artist:${SPOTIFY_ID}`, 'apple-music': '1451392236' });
    expect({ sampleRate: audio.sampleRate, bitDepth: audio.bitsPerSample }).toEqual({ sampleRate: 44_100, bitDepth: 16 });
    expect(await xpath(xml, 'string(//SoundRecording//BitsPerSample)')).toBe('16');
    expect(await xpath(xml, 'string(//SoundRecording//SamplingRate)')).toBe('44100');
    expect(await xpath(xml, 'string(/*/PartyList/Party/PartyId/ProprietaryId)')).toBe(`spotify:artist:${SPOTIFY_ID}`);
  }, 60_000);

  it("keeps a PRO owner's 24 bit / 96 kHz upload as it is (high-quality audio)", async () => {
    const { release, xml, audio } = await deliver(await releaseOn('pro', 'proowner'));
    expect(release.audioQuality).toBe('high');
    expect({ sampleRate: audio.sampleRate, bitDepth: audio.bitsPerSample }).toEqual({ sampleRate: 96_000, bitDepth: 24 });
    expect(await xpath(xml, 'string(//SoundRecording//BitsPerSample)')).toBe('24');
    expect(await xpath(xml, 'string(//SoundRecording//SamplingRate)')).toBe('96000');
  }, 60_000);
});
