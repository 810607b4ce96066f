import { DDEX_CAPABILITIES, ddexStorePackage, ddexStoreProfile, placeholderDpid } from '@slipcase/plugin-contract';

/**
 * TikTok's DDEX specification is not public. Its uploader asks for WAV or MP3 of at least 44.1 kHz / 16 bit, under
 * 200 MB and 60 s or longer, and a square cover over 1600 px (3000 recommended) under 10 MB, hence a JPEG.
 */
export const tiktokProfile = ddexStoreProfile('tiktok', 'TikTok', {
  tier: 'premium',
  // TikTok publishes no DPID (one distributor's public code uses PADPIDA2018082301A, citing TikTok's private
  // specification): set SLIPCASE_STORE_TIKTOK_DPID to the one TikTok gives you.
  dpid: placeholderDpid('tiktok'),
  audio: { codec: 'wav', sampleRate: 44_100, bitDepth: 16 },
  artwork: { minPx: 1600, sizePx: 3000, format: 'jpeg' },
  // No public choreography says TikTok writes acknowledgements back.
  capabilities: { ...DDEX_CAPABILITIES, acknowledgements: false },
  maxConcurrentDeliveries: 2,
  // TikTok's music reports are CSV files in dollars, counting the views of the videos that use a track.
  salesReports: {
    formats: ['csv'],
    csv: {
      delimiter: ',',
      decimalSeparator: '.',
      amountScale: 0,
      fixedCurrency: 'USD',
      fixedUseType: 'UserGeneratedContent',
      columns: {
        period: 'Report Month',
        isrc: 'ISRC',
        upc: null,
        title: 'Song Title',
        artist: 'Artist Name',
        country: 'Territory',
        useType: null,
        usages: 'Video Views',
        currency: null,
        amount: 'Revenue (USD)',
      },
    },
  },
});

export const storePlugins = ddexStorePackage(tiktokProfile);
