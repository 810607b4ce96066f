import { batchIdFor } from '../batch/batch-id';
import { ERN_C_SFTP_NAMESPACE } from '../ern/batch-complete';
import { xsDateTime, type MessageParty } from '../ern/new-release-message';
import { el, renderXmlDocument } from '../ern/xml-writer';

export interface AcknowledgementInput {
  /** The store writing it. */
  sender: MessageParty;
  /** The distributor it answers (Slipcase's sender party). */
  recipient: MessageParty;
  /** The NewReleaseMessage acknowledged: the delivery's message id. */
  messageId: string;
  batchId?: string;
  /** The release's UPC. */
  icpn: string;
  /** A SupplyChainStatus; 'SuccessfullyIngestedByReleaseDistributor' by default. */
  status?: string;
  errorText?: string;
  /** The message file's status (ErncFileStatus); 'FileOK' by default. */
  fileStatus?: string;
  /** ISO 8601. */
  createdAt: string;
}

/** `ACK_<MessageId>_<YYYYMMDDhhmmssnnn>.xml`, the name the cloud-storage choreography gives an acknowledgement. */
export function acknowledgementFileName(messageId: string, createdAt: string): string {
  return `ACK_${messageId}_${batchIdFor(createdAt)}.xml`;
}

/**
 * An ern-c-sftp 1.8 AcknowledgementMessage as a store writes it back into the batch folder, valid against the
 * schema: for tests, and for stand-in stores.
 */
export function buildAcknowledgement(input: AcknowledgementInput): string {
  const party = (tag: string, { dpid, name }: MessageParty) => el(tag, el('PartyId', dpid), el('PartyName', el('FullName', name)));
  const status = input.status ?? 'SuccessfullyIngestedByReleaseDistributor';
  const root = el(
    'ern-c-sftp:AcknowledgementMessage',
    { 'xmlns:ern-c-sftp': ERN_C_SFTP_NAMESPACE, AvsVersionId: '3' },
    el(
      'MessageHeader',
      el('MessageId', `ACK-${input.messageId}`),
      party('MessageSender', input.sender),
      party('MessageRecipient', input.recipient),
      el('MessageCreatedDateTime', xsDateTime(input.createdAt)),
    ),
    el(
      'ReleaseStatus',
      el('ReleaseId', el('ICPN', input.icpn)),
      el('ReleaseStatus', status),
      input.errorText !== undefined && el('ErrorText', input.errorText),
      el(
        'Acknowledgement',
        el('MessageType', 'NewReleaseMessage'),
        input.batchId !== undefined && el('BatchId', input.batchId),
        el('MessageId', input.messageId),
        el('MessageStatus', el('Status', input.fileStatus ?? 'FileOK')),
      ),
    ),
  );
  return renderXmlDocument(root);
}
