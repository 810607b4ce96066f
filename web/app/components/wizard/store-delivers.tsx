import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/country-name';

/** A store's StoreDelivers (services), as the page receives it. */
export interface StoreDeliversView {
  audio: { codec: string; sampleRate: number; bitDepth: number };
  cover: { format: string; sizePx: number };
  useTypes: readonly string[];
  territories: readonly string[];
}

const USES = ['OnDemandStream', 'NonInteractiveStream', 'PermanentDownload', 'ConditionalDownload', 'UserMakeAvailableUserProvided'];

/** One sentence saying what a store gets: "the audio as FLAC 16-bit / 44.1 kHz, the cover as JPEG 3000 × 3000 px, for …". */
export function StoreDeliversText({ delivers }: { delivers: StoreDeliversView }) {
  const { t, i18n } = useTranslation('wizard');
  const locale = i18n.language;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const kHz = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(delivers.audio.sampleRate / 1000);
  const uses = delivers.useTypes.map((use) => (USES.includes(use) ? t(`review.storeFeeds.uses.${use}`) : use));
  const worldwide = delivers.territories.includes('Worldwide');
  return (
    <p className="text-muted-foreground" data-testid="store-delivers">
      {t('review.storeFeeds.gets', {
        audio: `${delivers.audio.codec.toUpperCase()} ${delivers.audio.bitDepth}-bit / ${kHz} kHz`,
        cover: `${delivers.cover.format.toUpperCase()} ${delivers.cover.sizePx} × ${delivers.cover.sizePx} px`,
        uses: list(uses),
        where: worldwide
          ? t('review.storeFeeds.worldwide')
          : t('review.storeFeeds.inCountries', { countries: list(delivers.territories.map((code) => countryName(locale, code))) }),
        interpolation: { escapeValue: false },
      })}
    </p>
  );
}
