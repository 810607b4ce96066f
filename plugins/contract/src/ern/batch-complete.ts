import { xsDateTime, type MessageParty } from './new-release-message';
import { el, renderXmlDocument } from './xml-writer';

export const ERN_C_SFTP_NAMESPACE = 'http://ddex.net/xml/ern-c-sftp/18';

export type DeliveryType = 'NewReleaseDelivery' | 'ReDelivery' | 'TakeDown';

export interface BatchMessage {
  messageId: string;
  /** Path of the message file relative to the batch folder, e.g. `0199990000012/0199990000012.xml`. */
  url: string;
  /** The release's ICPN (UPC/EAN). */
  icpn: string;
  deliveryType: DeliveryType;
  /** SHA-256 of the message file's bytes. */
  sha256: string;
}

export interface BatchCompleteInput {
  batchId: string;
  sender: MessageParty;
  recipient: MessageParty;
  /** ISO 8601; the delivery's creation time, like the messages'. */
  createdAt: string;
  isTest: boolean;
  messages: readonly BatchMessage[];
}

/** The batch manifest (`BatchComplete_<BatchId>.xml`): an ern-c-sftp 1.8 ManifestMessage listing every message with its hash. */
export function buildBatchComplete(input: BatchCompleteInput): string {
  if (input.messages.length === 0) throw new RangeError('A batch holds at least one message');
  const party = (tag: string, { dpid, name }: MessageParty) =>
    el(tag, el('PartyId', dpid), el('PartyName', el('FullName', name)));
  const root = el(
    'ern-c-sftp:ManifestMessage',
    { 'xmlns:ern-c-sftp': ERN_C_SFTP_NAMESPACE, MessageVersionId: '1.8', AvsVersionId: '3' },
    el(
      'MessageHeader',
      party('MessageSender', input.sender),
      party('MessageRecipient', input.recipient),
      el('MessageCreatedDateTime', xsDateTime(input.createdAt)),
    ),
    el('IsTestFlag', input.isTest ? 'true' : 'false'),
    el('RootDirectory', `/${input.batchId}`),
    el('NumberOfMessages', input.messages.length),
    input.messages.map((message) =>
      el(
        'MessageInBatch',
        el('MessageType', 'NewReleaseMessage'),
        el('MessageId', message.messageId),
        el('URL', message.url),
        el('IncludedReleaseId', el('ICPN', message.icpn)),
        el('DeliveryType', message.deliveryType),
        el('ProductType', 'AudioProduct'),
        el('HashSum', el('HashSumValue', message.sha256), el('HashSumAlgorithmType', 'SHA-256')),
      ),
    ),
  );
  return renderXmlDocument(root);
}
