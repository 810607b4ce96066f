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
export { checkFeedInput, isCalendarDate } from './check-feed-input';
export { FeedInputError } from './feed-input-error';
export { dealWindow, type DealWindow } from './deal-window';
export { genreDisplayName } from './genre';
export { isoDuration } from './iso-duration';
export { el, escapeAttribute, escapeText, forbiddenXmlCharacter, renderXmlDocument, XmlElement } from './xml-writer';
export type { XmlAttributes, XmlChild } from './xml-writer';
