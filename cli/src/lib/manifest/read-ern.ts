import { readFile } from 'node:fs/promises';
import { artistNameKey } from '@slipcase/domain';
import { withValidDocument, XmlValidationError } from '@slipcase/plugin-contract';
import type { XmlDocument, XmlNode } from 'libxml2-wasm';
import { readCredits } from './ern-credits';
import { ernLocator, type ErnPlaces } from './ern-locator';
import { genreOf, languageOf, releaseTypeOf, trackVersionOf } from './ern-values';
import { compact, text, valueAt, xpathOf } from './ern-xml';
import type { ManifestSource } from './manifest-source';
import { problemAt, type ManifestProblem } from './problems';

/** What an ERN message cannot say, given by whoever imports it. */
export interface ErnImportOptions {
  /** Store ids to deliver to: the message's deals are the other distributor's. */
  platforms?: readonly string[];
  schedule?: string;
  /** The release date here, in place of the message's (a catalogue moving from another distributor was released before). */
  releaseDate?: string;
}

interface ReadMessage {
  release: Record<string, unknown>;
  places: ErnPlaces;
  /** The SHA-256 the message gives, by file URI. */
  hashes: Map<string, string>;
  dropped: { row: string; field: string; name: string; role: string }[];
}

const ROOT = '/NewReleaseMessage';
const RESOURCES = `${ROOT}/ResourceList`;
const RELEASE = `${ROOT}/ReleaseList/Release`;

const mapped = <T>(value: string | undefined, map: (value: string) => T): T | undefined => (value === undefined ? undefined : map(value));
const list = (names: string[]) => (names.length > 0 ? names : undefined);

/** Reads what one valid message says, while libxml2's tree is alive. */
class MessageReader {
  private readonly parties: Map<string | undefined, string | undefined>;
  readonly hashes = new Map<string, string>();

  constructor(private readonly doc: XmlDocument) {
    this.parties = new Map(doc.find('/*/PartyList/Party').map((party) => [text(party, 'PartyReference'), text(party, 'PartyName[1]/FullName')]));
  }

  partyName = (reference: string | undefined) => this.parties.get(reference);

  artists(node: XmlNode, role: 'MainArtist' | 'FeaturedArtist'): string[] {
    return node
      .find(`DisplayArtist[DisplayArtistRole='${role}']`)
      .flatMap((artist) => this.partyName(text(artist, 'ArtistPartyReference')) ?? []);
  }

  title = (node: XmlNode) => text(node, 'DisplayTitle[1]/TitleText') ?? text(node, 'DisplayTitleText[1]');

  /** A File's URI, its SHA-256 remembered when the message gives one. */
  fileUri(file: XmlNode | null): string | undefined {
    const uri = file ? text(file, 'URI') : undefined;
    const sha256 = file ? text(file, "HashSum[translate(Algorithm, 'sha-', 'SHA')='SHA256']/HashSumValue") : undefined;
    if (uri && sha256) this.hashes.set(uri, sha256.toLowerCase());
    return uri;
  }

  /** The main release's SoundRecordings in its ResourceGroup's order (discs one after the other), and its cover Image. */
  resourcesOf(release: XmlNode): { recordings: XmlNode[]; cover: XmlNode | null } {
    const resources = new Map(this.doc.find('/*/ResourceList/*').map((resource) => [text(resource, 'ResourceReference'), resource]));
    const recordings = release
      .find('.//ResourceGroupContentItem/ReleaseResourceReference')
      .flatMap((reference) => resources.get(text(reference, '.')) ?? [])
      .filter((resource) => text(resource, 'local-name()') === 'SoundRecording');
    const coverReference = text(release, ".//LinkedReleaseResourceReference[@LinkDescription='CoverArt']");
    const cover = resources.get(coverReference) ?? this.doc.get("/*/ResourceList/Image[Type='FrontCoverImage']");
    return { recordings, cover };
  }
}

class NotARelease extends Error {}

function readMessage(doc: XmlDocument, options: ErnImportOptions): ReadMessage {
  const reader = new MessageReader(doc);
  const release = doc.get('/*/ReleaseList/Release');
  if (!release) throw new NotARelease('the message has no Release');
  const { recordings, cover } = reader.resourcesOf(release);
  const mainArtist = reader.artists(release, 'MainArtist')[0];
  const language = mapped(text(recordings[0] ?? release, 'LanguageOfPerformance') ?? text(doc.root, '@LanguageAndScriptCode'), languageOf);
  const dropped: ReadMessage['dropped'] = [];

  const tracks = recordings.map((recording, index) => {
    const row = xpathOf(recording, RESOURCES);
    const credits = readCredits(recording, reader.partyName);
    dropped.push(...credits.dropped.map((credit) => ({ row, ...credit })));
    const artist = reader.artists(recording, 'MainArtist')[0];
    const trackLanguage = mapped(text(recording, 'LanguageOfPerformance'), languageOf);
    const track = compact({
      track_number: index + 1,
      title: reader.title(recording),
      version: trackVersionOf({
        versionType: valueAt(recording, 'VersionType[1]') ?? '',
        subtitle: text(recording, "DisplayTitle[1]/SubTitle[@SubTitleType='Version']") ?? '',
        isCover: text(recording, 'IsCover') === 'true',
      }),
      audio: reader.fileUri(recording.get('SoundRecordingEdition/TechnicalDetails[1]/DeliveryFile[1]/File')),
      isrc: text(recording, 'SoundRecordingEdition/ResourceId/ISRC'),
      explicit: recording.find('ParentalWarningType').some((warning) => text(warning, '.') === 'Explicit'),
      language: trackLanguage === language ? undefined : trackLanguage,
      artist: artist && mainArtist && artistNameKey(artist) !== artistNameKey(mainArtist) ? artist : undefined,
      featured_artists: list(reader.artists(recording, 'FeaturedArtist')),
      contributors: credits.contributors,
      performers: credits.performers,
    });
    return { track, place: { row, contributorAt: credits.contributorAt, performerAt: credits.performerAt } };
  });

  const upc = text(release, 'ReleaseId/ICPN');
  const reference = text(release, 'ReleaseReference');
  const fields = compact({
    release_ref: upc ?? text(release, 'ReleaseId/ProprietaryId') ?? `${text(doc.root, 'MessageHeader/MessageId')}:${reference}`,
    title: reader.title(release),
    artist: mainArtist,
    type: releaseTypeOf(text(release, 'ReleaseType') ?? '', text(release, 'IsMultiArtistCompilation') === 'true'),
    primary_genre: mapped(text(release, 'Genre[1]/GenreText'), genreOf),
    language,
    label: reader.partyName(text(release, 'ReleaseLabelReference[1]')),
    release_date:
      options.releaseDate ??
      text(release, 'ReleaseDate') ??
      text(release, 'OriginalReleaseDate') ??
      text(doc.root, `DealList/ReleaseDeal[DealReleaseReference='${reference}']/Deal[1]/DealTerms/ValidityPeriod/StartDate`),
    schedule: options.schedule,
    upc,
    platforms: options.platforms && [...options.platforms],
    featured_artists: list(reader.artists(release, 'FeaturedArtist')),
    cover: cover ? reader.fileUri(cover.get('TechnicalDetails[1]/File')) : undefined,
    tracks: tracks.map(({ track }) => track),
  });
  return {
    release: fields,
    places: { release: RELEASE, cover: cover ? xpathOf(cover, RESOURCES) : RELEASE, tracks: tracks.map(({ place }) => place) },
    hashes: reader.hashes,
    dropped,
  };
}

/** libxml2's "line 12: message" as a row and the message. */
function xmlProblem(file: string, message: string): ManifestProblem {
  const line = /(?:^|:)line (\d+): /.exec(message);
  const detail = line ? message.slice(line.index + line[0].length) : message;
  return problemAt({ file, row: line ? `line ${line[1]}` : '', field: '' }, 'ern_invalid', { detail });
}

/**
 * An ERN 4.3 NewReleaseMessage (another distributor's feed) read as a one-release manifest: it must be valid
 * against the official schema, then its main release, sound recordings, credits and files are mapped to the
 * JSON form's fields. File URIs are relative to the message's folder, as in a DDEX batch, and the message's SHA-256
 * of each file is kept for the files to be checked against. Credits Slipcase has no role for (engineers, say) are
 * left out with a warning.
 */
export async function readErnManifest(file: string, options: ErnImportOptions = {}): Promise<ManifestSource> {
  const xml = await readFile(file, 'utf8');
  const source: ManifestSource = {
    format: 'ern',
    file,
    document: null,
    locator: ernLocator(file, { release: RELEASE, cover: RELEASE, tracks: [] }),
    problems: [],
    warnings: [],
    suppressedFields: new Set(),
  };
  let read: ReadMessage;
  try {
    read = await withValidDocument(xml, 'ern-4.3', (doc) => {
      const root = text(doc.root, 'local-name()');
      if (root !== 'NewReleaseMessage') throw new NotARelease(`a ${root} is not a release`);
      return readMessage(doc, options);
    });
  } catch (error) {
    if (error instanceof XmlValidationError) source.problems.push(...error.messages.map((message) => xmlProblem(file, message)));
    else if (error instanceof NotARelease) source.problems.push(xmlProblem(file, error.message));
    else throw error;
    return source;
  }
  source.document = { releases: [read.release] };
  source.locator = ernLocator(file, read.places);
  source.expectedSha256 = read.hashes;
  source.warnings = read.dropped.map(({ row, field, name, role }) => problemAt({ file, row, field }, 'ern_credit_dropped', { name, role }));
  return source;
}
