import { entryOf, type Locator, type ManifestPath } from './problems';

/** Where an ERN message holds what was read from it: XPaths of the Release, its cover Image and each SoundRecording. */
export interface ErnPlaces {
  release: string;
  cover: string;
  tracks: readonly {
    row: string;
    /** The position among the SoundRecording's Contributor elements of each contributor, then of each performer. */
    contributorAt: readonly number[];
    performerAt: readonly number[];
  }[];
}

/** The element each property of the JSON form was read from; a property the message does not hold keeps its name. */
const RELEASE_ELEMENTS: Readonly<Record<string, string>> = {
  release_ref: 'ReleaseId',
  title: 'DisplayTitle/TitleText',
  artist: 'DisplayArtist',
  featured_artists: 'DisplayArtist',
  type: 'ReleaseType',
  primary_genre: 'Genre/GenreText',
  language: 'LanguageOfPerformance',
  label: 'ReleaseLabelReference',
  release_date: 'ReleaseDate',
  upc: 'ReleaseId/ICPN',
  cover: 'TechnicalDetails/File/URI',
  tracks: 'ResourceGroup',
};

const TRACK_ELEMENTS: Readonly<Record<string, string>> = {
  track_number: 'ResourceGroupContentItem',
  title: 'DisplayTitle/TitleText',
  version: 'VersionType',
  audio: 'SoundRecordingEdition/TechnicalDetails/DeliveryFile/File/URI',
  isrc: 'SoundRecordingEdition/ResourceId/ISRC',
  explicit: 'ParentalWarningType',
  language: 'LanguageOfPerformance',
  artist: 'DisplayArtist',
  featured_artists: 'DisplayArtist',
};

/** Places in an ERN message: the row is an element's XPath, the field the element under it the value came from. */
export function ernLocator(file: string, places: ErnPlaces): Locator {
  const split = (path: ManifestPath) => {
    const { release, track, rest } = entryOf(path);
    const [property, item] = rest;
    const name = String(property ?? '');
    if (release === undefined) return { row: '', field: path.join('/') };
    if (track === undefined) {
      return { row: name === 'cover' ? places.cover : places.release, field: RELEASE_ELEMENTS[name] ?? name };
    }
    const place = places.tracks[track];
    const row = place?.row ?? places.release;
    const credits = name === 'contributors' ? place?.contributorAt : name === 'performers' ? place?.performerAt : undefined;
    if (credits && typeof item === 'number') return { row, field: `Contributor[${credits[item] ?? item + 1}]` };
    return { row, field: TRACK_ELEMENTS[name] ?? name };
  };
  return {
    locate: (path) => ({ file, ...split(path) }),
    describe: (path) => split(path).row,
  };
}
