import { acknowledgementOutcome, isAcknowledgementFile, parseAcknowledgement } from '../ern/acknowledgement';
import type { Acknowledgement } from '../store-plugin';
import type { Transport } from './transport';

/**
 * The store's decisions about a batch: every `ACK_*.xml` in the batch folder, validated and parsed, newest first
 * (so the first one for a message id is the store's last word). Acknowledgements that only say the release is on
 * its way (acknowledgementOutcome 'pending') are left out: they decide nothing. Empty until the store writes.
 */
export async function readBatchAcknowledgements(
  transport: Required<Pick<Transport, 'list' | 'read'>>,
  batchId: string,
): Promise<Acknowledgement[]> {
  const names = (await transport.list(batchId)).filter(isAcknowledgementFile);
  const acknowledgements: Acknowledgement[] = [];
  for (const name of names) {
    const ack = await parseAcknowledgement((await transport.read(`${batchId}/${name}`)).toString('utf8'), name);
    if (acknowledgementOutcome(ack.status) !== 'pending') acknowledgements.push(ack);
  }
  const time = (ack: Acknowledgement) => Date.parse(ack.createdAt) || 0;
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return acknowledgements.sort((a, b) => time(b) - time(a) || byName(b.file, a.file));
}
