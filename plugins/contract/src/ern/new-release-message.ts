import { normalizeIsrc } from '@slipcase/domain';
import type { AudioFileFormat } from '../batch/resource-paths';
import type { DealProfile, DeliveryContext, DeliveryRelease, DeliveryTrack } from '../store-plugin';
import { allowedValueElement } from './allowed-value';
import { displayArtists, releaseCredit, trackCredit } from './artist-credit';
import { checkFeedInput } from './check-feed-input';
import { contributors, workRightsControllers } from './contributors';
import { dealWindow } from './deal-window';
import { checkDealProfiles, deals } from './deals';
import { displayTitle } from './display-title';
import { genreDisplayName } from './genre';
import { isoDuration } from './iso-duration';
import { artistPartyIds } from './artist-party-id';
import { collectParties, type Parties } from './parties';
import { versionInFeed } from './track-version';
import { el, renderXmlDocument, type XmlElement } from './xml-writer';

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
/** The allowed-value-sets build published with ERN 4.3 (schemas/ern-4.3/allowed-value-sets.xsd). */
export const ERN_AVS_VERSION = '3';

export interface MessageParty {
  /** DDEX Party Id, `PADPIDA...`. */
  dpid: string;
  name: string;
}

/** An audio file sent with the message: transcoded for a store, or the original upload in an export. */
export interface DeliveredAudioFile {
  /** Path relative to the message file, e.g. `resources/0199990000012_01_01.flac`. */
  uri: string;
  sha256: string;
  codec: AudioFileFormat;
  /** Left out of the message when unknown (an MP3 has no bit depth). */
  sampleRate?: number;
  bitsPerSample?: number;
  channels?: number;
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
  /** Absent in an update that keeps the store's cover. */
  cover?: DeliveredImageFile;
}

export interface NewReleaseMessageInput {
  release: DeliveryRelease;
  context: DeliveryContext;
  recipient: MessageParty;
  /** The store plugin the message is for: the artist's profile id there (`release.artist.storeIds`) names the artist. */
  storeId?: string;
  /** Territory codes of the deals, e.g. ['Worldwide']: the store's `requirements.territories`. */
  territories: readonly string[];
  /** The deals the store takes, its `feed.deals`: one Deal each, in every territory, on every release of the message. */
  deals: readonly DealProfile[];
  /** The binaries sent with the message; left out (no technical details) when none are sent, as in a takedown. */
  files?: DeliveredFiles;
}

const RELEASE_TYPES: Record<DeliveryRelease['type'], string> = {
  single: 'Single',
  ep: 'EP',
  album: 'Album',
  compilation: 'Album',
};
const AUDIO_CODECS: Record<AudioFileFormat, string> = { flac: 'FLAC', wav: 'PCM', aiff: 'PCM', mp3: 'MP3' };
const IMAGE_CODECS: Record<DeliveredImageFile['format'], string> = { jpeg: 'JPEG', png: 'PNG' };

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
  parties: Parties;
  /** Namespace of Slipcase's own identifiers and user-defined values. */
  namespace: string;
  coverIndex: number;
}

const hashSum = (sha256: string) => el('HashSum', el('Algorithm', 'SHA-256'), el('HashSumValue', sha256));

const party = (tag: string, { dpid, name }: MessageParty) =>
  el(tag, el('PartyId', dpid), el('PartyName', el('FullName', name)));

const parentalWarning = (explicit: boolean) => el('ParentalWarningType', explicit ? 'Explicit' : 'NotExplicit');

const isrcOf = (track: DeliveryTrack) => normalizeIsrc(track.isrc) ?? track.isrc;

/** UTC, to the second: the form DDEX documents for message timestamps. */
export function xsDateTime(iso: string): string {
  return `${new Date(iso).toISOString().slice(0, 19)}Z`;
}

/** Every name the message credits, in the order the PartyList gives them references. */
function* creditedNames(release: DeliveryRelease, tracks: readonly DeliveryTrack[], owner: string): Generator<string> {
  const { main, featured } = releaseCredit(release);
  yield main;
  yield* featured;
  yield owner;
  for (const track of tracks) {
    const credit = trackCredit(release, track);
    yield credit.main;
    yield* credit.featured;
    for (const contributor of track.contributors ?? []) yield contributor.name;
    for (const performer of track.performers ?? []) yield performer.name;
  }
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
  const version = versionInFeed(track.version);
  const technicalDetails =
    file &&
    el(
      'TechnicalDetails',
      el('TechnicalResourceDetailsReference', technicalRef(index)),
      el(
        'DeliveryFile',
        el('Type', 'AudioFile'),
        el('AudioCodecType', AUDIO_CODECS[file.codec]),
        file.channels !== undefined && el('NumberOfChannels', file.channels),
        file.sampleRate !== undefined && el('SamplingRate', { UnitOfMeasure: 'Hz' }, file.sampleRate),
        file.bitsPerSample !== undefined && el('BitsPerSample', file.bitsPerSample),
        el('File', el('URI', file.uri), hashSum(file.sha256)),
      ),
    );
  return el(
    'SoundRecording',
    el('ResourceReference', resourceRef(index)),
    el('Type', 'MusicalWorkSoundRecording'),
    el('SoundRecordingEdition', el('ResourceId', el('ISRC', isrcOf(track))), copyrightLine('P', feed), technicalDetails),
    displayTitle(track.title, version.subtitle),
    version.versionType && allowedValueElement('VersionType', version.versionType, feed.namespace),
    displayArtists(trackCredit(feed.release, track), feed.parties),
    contributors(track, feed.parties, feed.namespace),
    workRightsControllers(track, feed.parties),
    el('Duration', isoDuration(track.durationMs)),
    parentalWarning(track.explicit),
    version.isCover && el('IsCover', 'true'),
    version.isInstrumental && el('IsInstrumental', 'true'),
    el('LanguageOfPerformance', feed.release.language),
  );
}

function coverImage(feed: Feed): XmlElement {
  const { release, namespace, coverIndex } = feed;
  const cover = feed.files?.cover;
  return el(
    'Image',
    el('ResourceReference', resourceRef(coverIndex)),
    el('Type', 'FrontCoverImage'),
    el('ResourceId', el('ProprietaryId', { Namespace: namespace }, `${release.upc}_cover`)),
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
  const { release, tracks, parties } = feed;
  return el(
    'Release',
    el('ReleaseReference', MAIN_RELEASE),
    el('ReleaseType', RELEASE_TYPES[release.type]),
    el('ReleaseId', el('ICPN', release.upc)),
    displayTitle(release.title),
    displayArtists(releaseCredit(release), parties),
    el('ReleaseLabelReference', parties.reference(feed.owner)),
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

/** ERN 4.3's TrackRelease has no DisplayArtist: a track's artists are on its SoundRecording. */
function trackRelease(feed: Feed, track: DeliveryTrack, index: number): XmlElement {
  const { release, namespace, parties } = feed;
  return el(
    'TrackRelease',
    el('ReleaseReference', trackReleaseRef(index)),
    el('ReleaseId', el('ProprietaryId', { Namespace: namespace }, `${release.upc}_${isrcOf(track)}`)),
    displayTitle(track.title, versionInFeed(track.version).subtitle),
    el('ReleaseResourceReference', resourceRef(index)),
    el('ReleaseLabelReference', parties.reference(feed.owner)),
    el('Genre', el('GenreText', genreDisplayName(release.primaryGenre))),
  );
}

/**
 * Builds an ERN 4.3 NewReleaseMessage. Pure: the message id is the delivery id, every timestamp comes from the
 * delivery, and references follow the track numbers and the order names are met, so the same input always gives
 * the same bytes. A takedown is the same message with deals that have ended. Throws FeedInputError for data the
 * schema cannot catch; validate the result with validateXml(xml, 'ern-4.3').
 */
export function buildNewReleaseMessage(input: NewReleaseMessageInput): string {
  const { release, context } = input;
  checkFeedInput(release, context, input.storeId);
  checkDealProfiles(input.deals, input.territories);
  const tracks = [...release.tracks].sort((a, b) => a.number - b.number);
  const owner = release.label ?? release.artist.name;
  const feed: Feed = {
    ...input,
    tracks,
    owner,
    parties: collectParties(creditedNames(release, tracks, owner), artistPartyIds(release, input.recipient, input.storeId)),
    namespace: `DPID:${context.sender.dpid}`,
    coverIndex: tracks.length,
  };
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
    feed.parties.list,
    el('ResourceList', tracks.map((track, index) => soundRecording(feed, track, index)), coverImage(feed)),
    el('ReleaseList', mainRelease(feed), tracks.map((track, index) => trackRelease(feed, track, index))),
    el(
      'DealList',
      [MAIN_RELEASE, ...tracks.map((_, index) => trackReleaseRef(index))].map((reference) =>
        el('ReleaseDeal', el('DealReleaseReference', reference), deals(input.deals, input.territories, window)),
      ),
    ),
  );
  return renderXmlDocument(root);
}
