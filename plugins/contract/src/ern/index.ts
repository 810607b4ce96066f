export {
  buildNewReleaseMessage,
  xsDateTime,
  ERN_AVS_VERSION,
  ERN_NAMESPACE,
  type DeliveredAudioFile,
  type DeliveredFiles,
  type DeliveredImageFile,
  type MessageParty,
  type NewReleaseMessageInput,
} from './new-release-message';
export {
  buildBatchComplete,
  ERN_C_SFTP_NAMESPACE,
  type BatchCompleteInput,
  type BatchMessage,
  type DeliveryType,
} from './batch-complete';
export {
  acknowledgementOutcome,
  isAcknowledgementFile,
  parseAcknowledgement,
  ACCEPTED_STATUSES,
  PENDING_STATUSES,
  type AcknowledgementOutcome,
} from './acknowledgement';
export { contributorRole, instrumentType, type AllowedValue } from './allowed-value';
export { displayArtistName, type ArtistCredit } from './artist-credit';
export { TRACK_VERSIONS, trackVersion, versionInFeed, type TrackVersion, type VersionInFeed } from './track-version';
export { checkFeedInput, feedInputProblems, type FeedInputProblem } from './check-feed-input';
export { FeedInputError } from './feed-input-error';
export { dealWindow, type DealWindow } from './deal-window';
export { genreDisplayName } from './genre';
export { isoDuration } from './iso-duration';
export { el, escapeAttribute, escapeText, forbiddenXmlCharacter, renderXmlDocument, XmlElement } from './xml-writer';
export type { XmlAttributes, XmlChild } from './xml-writer';
export { storeMediaProblems, type UploadedMedia } from './check-store-media';
