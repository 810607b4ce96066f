import type { XmlDocument } from 'libxml2-wasm';
import type { Acknowledgement } from '../store-plugin';
import { withValidDocument } from '../validation/validate-xml';

/** What a store's SupplyChainStatus means for the delivery. */
export type AcknowledgementOutcome = 'accepted' | 'rejected' | 'pending';

/** The store has the release: ingested, or already on sale. */
export const ACCEPTED_STATUSES: readonly string[] = ['SuccessfullyIngestedByReleaseDistributor', 'ReleaseMadeAvailableToConsumers'];

/** On its way, not judged yet: the store will write again. */
export const PENDING_STATUSES: readonly string[] = [
  'DeliveredToReleaseDistributor',
  'InDeliveryToReleaseDistributor',
  'InPreparationForDeliveryToReleaseDistributor',
  'OrderPlacedForReleaseDistributor',
  'ReleaseReceivedByReleaseDistributor',
  'ReleaseStagedForPublication',
];

/**
 * Accepted, pending, or (every other status: processing errors, terms of service, rights conflicts, a release not
 * available, anything user-defined) rejected, so an operator looks at it.
 */
export function acknowledgementOutcome(status: string): AcknowledgementOutcome {
  if (ACCEPTED_STATUSES.includes(status)) return 'accepted';
  return PENDING_STATUSES.includes(status) ? 'pending' : 'rejected';
}

/** `ACK_<MessageId>_<timestamp>.xml`: the message id may itself hold underscores, the timestamp does not. */
const ACK_FILE = /^ACK_(.+)_([^_]+)\.xml$/;

export function isAcknowledgementFile(name: string): boolean {
  return ACK_FILE.test(name);
}

const text = (doc: XmlDocument, expression: string): string => String(doc.eval(`string(${expression})`));
const texts = (doc: XmlDocument, expression: string): string[] => doc.find(expression).map((node) => node.content);

function read(doc: XmlDocument, file: string): Acknowledgement {
  const named = ACK_FILE.exec(file.split('/').at(-1) ?? '')?.[1];
  const statuses = Number(doc.eval('count(/*/ReleaseStatus)'));
  if (statuses === 0) throw new Error(`Acknowledgement ${file} holds no ReleaseStatus`);
  // The ReleaseStatus about the message the file is named after, else the first one. Names are compared here,
  // not in XPath, which has no escape for a quote.
  const position = Array.from({ length: statuses }, (_, index) => index + 1).find(
    (candidate) => named !== undefined && texts(doc, `/*/ReleaseStatus[${candidate}]/Acknowledgement/MessageId`).includes(named),
  );
  const scope = `/*/ReleaseStatus[${position ?? 1}]`;

  const code = text(doc, `${scope}/ReleaseStatus`);
  const userDefined = text(doc, `${scope}/ReleaseStatus/@UserDefinedValue`);
  const problems = `${scope}/Acknowledgement/MessageStatus[Status != 'FileOK']`;
  const fileProblems = Array.from({ length: Number(doc.eval(`count(${problems})`)) }, (_, index) =>
    [text(doc, `(${problems})[${index + 1}]/Status`), text(doc, `(${problems})[${index + 1}]/Information`)]
      .filter(Boolean)
      .join(': '),
  );
  const errorText = [text(doc, `${scope}/ErrorText`), ...fileProblems].filter(Boolean).join('; ');
  const messageId = (position !== undefined && named) || text(doc, `${scope}/Acknowledgement/MessageId`) || named;
  if (!messageId) throw new Error(`Acknowledgement ${file} names no message it acknowledges`);
  const icpn = text(doc, `${scope}/ReleaseId/ICPN`);
  return {
    file,
    messageId,
    ...(icpn && { icpn }),
    accepted: acknowledgementOutcome(code) === 'accepted' && fileProblems.length === 0,
    status: code === 'UserDefined' && userDefined ? userDefined : code,
    ...(errorText && { errorText }),
    createdAt: text(doc, '/*/MessageHeader/MessageCreatedDateTime'),
  };
}

/**
 * Reads a store's ern-c-sftp 1.8 AcknowledgementMessage (`ACK_<MessageId>_<timestamp>.xml`), after validating it
 * against the schema (XmlValidationError otherwise). `accepted` is true when the release status is accepted (see
 * acknowledgementOutcome) and no file of the message has a status other than FileOK.
 */
export function parseAcknowledgement(xml: string, file: string): Promise<Acknowledgement> {
  return withValidDocument(xml, 'ern-c-sftp-1.8', (doc) => read(doc, file), { name: file });
}
