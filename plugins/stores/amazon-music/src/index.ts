import { DOWNLOAD_DEAL, ddexStorePackage, ddexStoreProfile, placeholderDpid, searchByArtistAndTitle, STREAMING_DEAL } from '@slipcase/plugin-contract';

/**
 * Amazon Music takes DDEX under distributor agreements and publishes no delivery specification; this is the safe
 * common target (lossless stereo FLAC, a 3000 px cover), at 24 bit for its HD catalogue.
 */
export const amazonMusicProfile = ddexStoreProfile('amazon-music', 'Amazon Music', {
  // Amazon publishes no DPID: set SLIPCASE_STORE_AMAZON_MUSIC_DPID to the one Amazon gives you.
  dpid: placeholderDpid('amazon-music'),
  audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 24 },
  // Amazon sells downloads (Amazon Digital Music) beside its streams.
  deals: [STREAMING_DEAL, DOWNLOAD_DEAL],
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
});

export const storePlugins = ddexStorePackage(amazonMusicProfile);
