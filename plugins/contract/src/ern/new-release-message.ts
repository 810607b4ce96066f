import { normalizeIsrc } from '@slipcase/domain';
import type { DeliveryContext, DeliveryRelease, DeliveryTrack } from '../store-plugin';
import { checkFeedInput } from './check-feed-input';
import { dealWindow, type DealWindow } from './deal-window';
import { genreDisplayName } from './genre';
import { isoDuration } from './iso-duration';
import { el, renderXmlDocument, type XmlElement } from './xml-writer';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
/** The allowed-value-sets build published with ERN 4.3 (schemas/ern-4.3/allowed-value-sets.xsd). */
export const ERN_AVS_VERSION = '3';

export interface MessageParty {
  /** DDEX Party Id, `PADPIDA...`. */
  dpid: string;
  name: string;
}

/** An audio file of the batch, as delivered (after transcoding). */
export interface DeliveredAudioFile {
  /** Path relative to the message file, e.g. `resources/0199990000012_01_01.flac`. */
  uri: string;
  sha256: string;
  codec: 'flac' | 'wav';
  sampleRate: number;
  bitsPerSample: number;
  channels: number;
}

export interface DeliveredImageFile {
  uri: string;
  sha256: string;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

export interface DeliveredFiles {
  /** By track id. */
  audio: ReadonlyMap<string, DeliveredAudioFile>;
  cover: DeliveredImageFile;
}

export interface NewReleaseMessageInput {
  release: DeliveryRelease;
  context: DeliveryContext;
  recipient: MessageParty;
  /** Territory codes of the deals, e.g. ['Worldwide']. */
  territories: readonly string[];
  /** The binaries sent with the message; left out (no technical details) when none are sent, as in a takedown. */
  files?: DeliveredFiles;
}

const RELEASE_TYPES: Record<DeliveryRelease['type'], string> = {
  single: 'Single',
  ep: 'EP',
  album: 'Album',
  compilation: 'Album',
};
const AUDIO_CODECS: Record<DeliveredAudioFile['codec'], string> = { flac: 'FLAC', wav: 'PCM' };
const IMAGE_CODECS: Record<DeliveredImageFile['format'], string> = { jpeg: 'JPEG', png: 'PNG' };

const ARTIST = 'PArtist';
const LABEL = 'PLabel';
const MAIN_RELEASE = 'R0';

/** Local references: tracks in number order are A1..An, T1..Tn and R1..Rn; the cover comes after them. */
const resourceRef = (index: number) => `A${index + 1}`;
const technicalRef = (index: number) => `T${index + 1}`;
const trackReleaseRef = (index: number) => `R${index + 1}`;

/** The input with the tracks in number order, and what every part of the message derives from it. */
interface Feed extends NewReleaseMessageInput {
  tracks: readonly DeliveryTrack[];
  /** The label, or the artist for a self-released record: owner of the P and C lines. */
  owner: string;
  coverIndex: number;
}

const hashSum = (sha256: string) => el('HashSum', el('Algorithm', 'SHA-256'), el('HashSumValue', sha256));

const party = (tag: string, { dpid, name }: MessageParty) =>
  el(tag, el('PartyId', dpid), el('PartyName', el('FullName', name)));

const title = (text: string) => [el('DisplayTitleText', text), el('DisplayTitle', el('TitleText', text))];

const displayArtist = (name: string) => [
  el('DisplayArtistName', name),
  el('DisplayArtist', { SequenceNumber: 1 }, el('ArtistPartyReference', ARTIST), el('DisplayArtistRole', 'MainArtist')),
];

const parentalWarning = (explicit: boolean) => el('ParentalWarningType', explicit ? 'Explicit' : 'NotExplicit');

const isrcOf = (track: DeliveryTrack) => normalizeIsrc(track.isrc) ?? track.isrc;

/** UTC, to the second: the form DDEX documents for message timestamps. */
export function xsDateTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}Z`;
}

function messageHeader({ context, recipient }: Feed): XmlElement {
  return el(
    'MessageHeader',
    el('MessageId', context.deliveryId),
    party('MessageSender', context.sender),
    party('MessageRecipient', recipient),
    el('MessageCreatedDateTime', xsDateTime(context.createdAt)),
    el('MessageControlType', context.isTest ? 'TestMessage' : 'LiveMessage'),
  );
}

function copyrightLine(kind: 'P' | 'C', { release, owner }: Feed): XmlElement {
  const year = release.releaseDate.slice(0, 4);
  return el(`${kind}Line`, el('Year', year), el(`${kind}LineCompany`, owner), el(`${kind}LineText`, `(${kind}) ${year} ${owner}`));
}

function soundRecording(feed: Feed, track: DeliveryTrack, index: number): XmlElement {
  const file = feed.files?.audio.get(track.trackId);
  const technicalDetails =
    file &&
    el(
      'TechnicalDetails',
      el('TechnicalResourceDetailsReference', technicalRef(index)),
      el(
        'DeliveryFile',
        el('Type', 'AudioFile'),
        el('AudioCodecType', AUDIO_CODECS[file.codec]),
        el('NumberOfChannels', file.channels),
        el('SamplingRate', { UnitOfMeasure: 'Hz' }, file.sampleRate),
        el('BitsPerSample', file.bitsPerSample),
        el('File', el('URI', file.uri), hashSum(file.sha256)),
      ),
    );
  return el(
    'SoundRecording',
    el('ResourceReference', resourceRef(index)),
    el('Type', 'MusicalWorkSoundRecording'),
    el('SoundRecordingEdition', el('ResourceId', el('ISRC', isrcOf(track))), copyrightLine('P', feed), technicalDetails),
    title(track.title),
    displayArtist(feed.release.artist.name),
    el('Duration', isoDuration(track.durationMs)),
    parentalWarning(track.explicit),
    el('LanguageOfPerformance', feed.release.language),
  );
}

function coverImage(feed: Feed): XmlElement {
  const { release, context, coverIndex } = feed;
  const cover = feed.files?.cover;
  return el(
    'Image',
    el('ResourceReference', resourceRef(coverIndex)),
    el('Type', 'FrontCoverImage'),
    el('ResourceId', el('ProprietaryId', { Namespace: `DPID:${context.sender.dpid}` }, `${release.upc}_cover`)),
    cover &&
      el(
        'TechnicalDetails',
        el('TechnicalResourceDetailsReference', technicalRef(coverIndex)),
        el('ImageCodecType', IMAGE_CODECS[cover.format]),
        el('ImageHeight', { UnitOfMeasure: 'Pixel' }, cover.height),
        el('ImageWidth', { UnitOfMeasure: 'Pixel' }, cover.width),
        el('File', el('URI', cover.uri), hashSum(cover.sha256)),
      ),
  );
}

function mainRelease(feed: Feed): XmlElement {
  const { release, tracks } = feed;
  return el(
    'Release',
    el('ReleaseReference', MAIN_RELEASE),
    el('ReleaseType', RELEASE_TYPES[release.type]),
    el('ReleaseId', el('ICPN', release.upc)),
    title(release.title),
    displayArtist(release.artist.name),
    el('ReleaseLabelReference', LABEL),
    copyrightLine('P', feed),
    copyrightLine('C', feed),
    el('Duration', isoDuration(tracks.reduce((sum, track) => sum + track.durationMs, 0))),
    el('Genre', el('GenreText', genreDisplayName(release.primaryGenre))),
    el('ReleaseDate', release.releaseDate),
    el('OriginalReleaseDate', release.releaseDate),
    parentalWarning(tracks.some((track) => track.explicit)),
    release.type === 'compilation' && el('IsMultiArtistCompilation', 'true'),
    el(
      'ResourceGroup',
      tracks.map((track, index) =>
        el('ResourceGroupContentItem', el('SequenceNumber', track.number), el('ReleaseResourceReference', resourceRef(index))),
      ),
      el('LinkedReleaseResourceReference', { LinkDescription: 'CoverArt' }, resourceRef(feed.coverIndex)),
    ),
  );
}

function trackRelease({ release, context }: Feed, track: DeliveryTrack, index: number): XmlElement {
  return el(
    'TrackRelease',
    el('ReleaseReference', trackReleaseRef(index)),
    el('ReleaseId', el('ProprietaryId', { Namespace: `DPID:${context.sender.dpid}` }, `${release.upc}_${isrcOf(track)}`)),
    title(track.title),
    el('ReleaseResourceReference', resourceRef(index)),
    el('ReleaseLabelReference', LABEL),
    el('Genre', el('GenreText', genreDisplayName(release.primaryGenre))),
  );
}

/** Streaming (subscription and ad-supported) and permanent download, in every territory, over the window. */
function deals(territories: readonly string[], window: DealWindow): XmlElement[] {
  const terms = (models: string[], uses: string[]) =>
    el(
      'Deal',
      el(
        'DealTerms',
        territories.map((territory) => el('TerritoryCode', territory)),
        el('ValidityPeriod', el('StartDate', window.start), window.end && el('EndDate', window.end)),
        models.map((model) => el('CommercialModelType', model)),
        uses.map((use) => el('UseType', use)),
      ),
    );
  return [
    terms(['SubscriptionModel', 'AdvertisementSupportedModel'], ['OnDemandStream', 'NonInteractiveStream']),
    terms(['PayAsYouGoModel'], ['PermanentDownload']),
  ];
}

/**
 * Builds an ERN 4.3 NewReleaseMessage. Pure: the message id is the delivery id, every timestamp comes from the
 * delivery, and references follow the track numbers, so the same input always gives the same bytes. A takedown
 * is the same message with deals that have ended. Throws FeedInputError for data the schema cannot catch;
 * validate the result with validateXml(xml, 'ern-4.3').
 */
export function buildNewReleaseMessage(input: NewReleaseMessageInput): string {
  const { release, context } = input;
  checkFeedInput(release, context);
  if (input.territories.length === 0) throw new RangeError('A deal needs at least one territory');
  const tracks = [...release.tracks].sort((a, b) => a.number - b.number);
  const feed: Feed = { ...input, tracks, owner: release.label ?? release.artist.name, coverIndex: tracks.length };
  const window = dealWindow(release.releaseDate, context);

  const root = el(
    'ern:NewReleaseMessage',
    {
      'xmlns:ern': ERN_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${ERN_NAMESPACE} ${ERN_NAMESPACE}/release-notification.xsd`,
      AvsVersionId: ERN_AVS_VERSION,
      LanguageAndScriptCode: release.language,
    },
    messageHeader(feed),
    el(
      'PartyList',
      el('Party', el('PartyReference', ARTIST), el('PartyName', el('FullName', release.artist.name))),
      el('Party', el('PartyReference', LABEL), el('PartyName', el('FullName', feed.owner))),
    ),
    el('ResourceList', tracks.map((track, index) => soundRecording(feed, track, index)), coverImage(feed)),
    el('ReleaseList', mainRelease(feed), tracks.map((track, index) => trackRelease(feed, track, index))),
    el(
      'DealList',
      [MAIN_RELEASE, ...tracks.map((_, index) => trackReleaseRef(index))].map((reference) =>
        el('ReleaseDeal', el('DealReleaseReference', reference), deals(input.territories, window)),
      ),
    ),
  );
  return renderXmlDocument(root);
}
