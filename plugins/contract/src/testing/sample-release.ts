import type { DeliveryContext, DeliveryRelease } from '../store-plugin';

/** Escapes, Japanese, Arabic and an emoji: a title every feed must carry through unchanged. */
export const SAMPLE_TITLE = `Café & <Friends> "東京の夜" 'مرحبا' 🎵`;

export interface SampleMedia {
  audioPath: string;
  coverPath: string;
  coverFormat: 'jpeg' | 'png';
  coverSizePx: number;
  durationMs: number;
}

/** A one-track single with a valid UPC and ISRC, pointing at real media files. */
export function sampleRelease(media: SampleMedia, overrides: Partial<DeliveryRelease> = {}): DeliveryRelease {
  return {
    releaseId: 'rel_contract',
    upc: '0199990000012',
    title: SAMPLE_TITLE,
    type: 'single',
    status: 'approved',
    primaryGenre: 'pop',
    language: 'en',
    releaseDate: '2026-03-06',
    label: 'Example Records',
    artist: { id: 'art_contract', name: 'Example Artist' },
    cover: { path: media.coverPath, format: media.coverFormat, width: media.coverSizePx, height: media.coverSizePx },
    tracks: [
      {
        trackId: 'trk_contract_1',
        number: 1,
        title: 'First Light <Live> & “Encore”',
        isrc: 'QZABC2600001',
        durationMs: media.durationMs,
        explicit: false,
        audio: { path: media.audioPath, format: 'wav' },
      },
    ],
    ...overrides,
  };
}

export function sampleContext(overrides: Partial<DeliveryContext> = {}): DeliveryContext {
  return {
    deliveryId: 'dlv_contract_1',
    createdAt: '2026-01-15T10:00:00.123Z',
    sender: { dpid: 'PADPIDA0000000001X', name: 'Slipcase' },
    kind: 'new',
    isTest: true,
    ...overrides,
  };
}
