import { describe, expect, it } from 'vitest';
import { DSR_SALES_REPORTS } from '../store-plugin';
import { ddexStoreProfile, STORE_ARTWORK } from './ddex-store-profile';
import { DDEX_CAPABILITIES, DOWNLOAD_DEAL, STREAMING_DEAL, WORLDWIDE } from './profile-parts';

const AUDIO = { codec: 'flac', sampleRate: 44_100, bitDepth: 16 } as const;

describe('ddexStoreProfile', () => {
  it('gives a store that states only its recipient and audio the usual profile, addressed by its own name', () => {
    expect(ddexStoreProfile('radio', 'Radio', { dpid: 'PADPIDA2020010101A', audio: AUDIO })).toEqual({
      id: 'radio',
      name: 'Radio',
      tier: 'free',
      recipient: { dpid: 'PADPIDA2020010101A', name: 'Radio' },
      requirements: { audio: AUDIO, artwork: STORE_ARTWORK, leadTimeDays: 7, territories: WORLDWIDE },
      feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL] },
      capabilities: DDEX_CAPABILITIES,
      maxConcurrentDeliveries: 4,
      salesReports: DSR_SALES_REPORTS,
    });
  });

  it('keeps whatever the store states over the defaults, in the profile and in its requirements and feed', () => {
    const profile = ddexStoreProfile('radio', 'Radio', {
      dpid: 'PADPIDA2020010101A',
      recipientName: 'Radio Inc.',
      audio: AUDIO,
      acceptedAudioFormats: ['wav'],
      artwork: { minPx: 640, sizePx: 2000, format: 'png' },
      leadTimeDays: 0,
      territories: ['FR'],
      deals: [DOWNLOAD_DEAL],
      tier: 'premium',
      capabilities: { ...DDEX_CAPABILITIES, acknowledgements: false },
      maxConcurrentDeliveries: 1,
      salesReports: undefined,
      operatorsOnly: true,
    });
    expect(profile).toMatchObject({
      tier: 'premium',
      recipient: { name: 'Radio Inc.' },
      requirements: { acceptedAudioFormats: ['wav'], artwork: { minPx: 640, sizePx: 2000, format: 'png' }, leadTimeDays: 0, territories: ['FR'] },
      feed: { deals: [DOWNLOAD_DEAL] },
      capabilities: { acknowledgements: false },
      maxConcurrentDeliveries: 1,
      operatorsOnly: true,
    });
    expect(profile.salesReports).toBeUndefined();
  });
});
