import {
  DDEX_CAPABILITIES,
  ddexStorePackage,
  DOWNLOAD_DEAL,
  placeholderDpid,
  STREAMING_DEAL,
  WORLDWIDE,
  searchByArtistAndTitle,
  type StoreProfile,
} from '@slipcase/plugin-contract';

/**
 * Amazon Music takes DDEX under distributor agreements and publishes no delivery specification; this is the safe
 * common target (lossless stereo FLAC, a 3000 px cover), at 24 bit for its HD catalogue.
 */
export const amazonMusicProfile: StoreProfile = {
  id: 'amazon-music',
  name: 'Amazon Music',
  tier: 'free',
  // Amazon publishes no DPID: set SLIPCASE_STORE_AMAZON_MUSIC_DPID to the one Amazon gives you.
  recipient: { dpid: placeholderDpid('amazon-music'), name: 'Amazon Music' },
  requirements: {
    audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 24 },
    artwork: { minPx: 1400, sizePx: 3000, format: 'jpeg' },
    leadTimeDays: 7,
    territories: WORLDWIDE,
  },
  // Amazon sells downloads (Amazon Digital Music) beside its streams.
  feed: { standard: 'ern-4.3', deals: [STREAMING_DEAL, DOWNLOAD_DEAL] },
  capabilities: DDEX_CAPABILITIES,
  maxConcurrentDeliveries: 4,
  // Amazon's digital music sales reports are tab-separated, one row per track, territory and transaction type, each
  // in its own currency; the file names the month, not a column.
  salesReports: {
    formats: ['csv'],
    csv: {
      delimiter: '\t',
      decimalSeparator: '.',
      amountScale: 0,
      fixedCurrency: null,
      columns: {
        period: null,
        isrc: 'ISRC',
        upc: 'UPC',
        title: 'Track Title',
        artist: 'Artist Name',
        country: 'Territory',
        useType: 'Transaction Type',
        usages: 'Quantity',
        currency: 'Currency',
        amount: 'Net Revenue',
      },
    },
  },
  storeUrl: searchByArtistAndTitle('https://music.amazon.com/search/'),
};

export const storePlugins = ddexStorePackage(amazonMusicProfile);
