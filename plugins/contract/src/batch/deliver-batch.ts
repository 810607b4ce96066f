import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBatchComplete, type DeliveryType } from '../ern/batch-complete';
import { checkFeedInput } from '../ern/check-feed-input';
import { buildNewReleaseMessage } from '../ern/new-release-message';
import { sha256 } from '../media/hash-file';
import type { DeliveryContext, DeliveryReceipt, DeliveryRelease, StoreProfile } from '../store-plugin';
import { validateXml } from '../validation/validate-xml';
import { batchIdFor } from './batch-id';
import { prepareResources, type StagedFile } from './prepare-resources';
import type { Transport } from './transport';

export interface DeliverBatchInput {
  release: DeliveryRelease;
  context: DeliveryContext;
  /** The store's profile: who receives the feed, what media it takes, which deals it offers. */
  store: Pick<StoreProfile, 'recipient' | 'requirements' | 'feed'> & Partial<Pick<StoreProfile, 'id'>>;
  transport: Transport;
  /** Where the work folder is made (default: the system's temp folder); it is removed afterwards. */
  workRoot?: string;
}

const DELIVERY_TYPES: Record<DeliveryContext['kind'], DeliveryType> = {
  new: 'NewReleaseDelivery',
  update: 'ReDelivery',
  takedown: 'TakeDown',
};

const bytesFile = (path: string, xml: string): StagedFile => {
  const bytes = Buffer.from(xml, 'utf8');
  return { path, source: bytes, sha256: sha256(bytes), bytes: bytes.length };
};

/**
 * Delivers one release as a batch of the DDEX cloud-storage profile:
 * `<BatchId>/<UPC>/resources/*`, `<BatchId>/<UPC>/<UPC>.xml`, then LAST `<BatchId>/BatchComplete_<BatchId>.xml`,
 * which tells the store the batch is whole. Both XML files are validated against the official schemas before the
 * first byte goes out, so an invalid feed writes nothing. A takedown sends the message alone, without binaries; an
 * update (a ReDelivery) sends the whole message with only the resources `context.resend` names.
 * The batch id comes from the delivery's creation time, so a retry rewrites the same batch. `context.onStep` hears
 * 'built', 'validated', 'uploaded' (resources and message) and 'manifest_written', in that order.
 */
export async function deliverBatch(input: DeliverBatchInput): Promise<DeliveryReceipt> {
  const { release, context, store, transport } = input;
  checkFeedInput(release, context, store.id);
  const batchId = batchIdFor(context.createdAt);
  const workDir = await mkdtemp(join(input.workRoot ?? tmpdir(), 'slipcase-batch-'));
  try {
    const resend = context.kind === 'update' ? context.resend : undefined;
    const resources = context.kind === 'takedown' ? null : await prepareResources(release, store.requirements, workDir, resend);
    const ern = bytesFile(
      `${release.upc}/${release.upc}.xml`,
      buildNewReleaseMessage({
        release,
        context,
        recipient: store.recipient,
        storeId: store.id,
        territories: store.requirements.territories,
        deals: store.feed.deals,
        files: resources?.files,
      }),
    );
    const manifest = bytesFile(
      `BatchComplete_${batchId}.xml`,
      buildBatchComplete({
        batchId,
        sender: context.sender,
        recipient: store.recipient,
        createdAt: context.createdAt,
        isTest: context.isTest,
        messages: [
          { messageId: context.deliveryId, url: ern.path, icpn: release.upc, deliveryType: DELIVERY_TYPES[context.kind], sha256: ern.sha256 },
        ],
      }),
    );
    await context.onStep?.('built');
    await validateXml(ern.source.toString(), 'ern-4.3');
    await validateXml(manifest.source.toString(), 'ern-c-sftp-1.8');
    await context.onStep?.('validated');

    const uploads = [...(resources?.staged ?? []).map((file) => ({ ...file, path: `${release.upc}/${file.path}` })), ern];
    for (const file of uploads) await transport.put(`${batchId}/${file.path}`, file.source);
    await context.onStep?.('uploaded');
    await transport.put(`${batchId}/${manifest.path}`, manifest.source);
    await context.onStep?.('manifest_written');
    const files = [...uploads, manifest];
    return {
      batchId,
      messageId: context.deliveryId,
      location: transport.location(batchId),
      files: files.map(({ path, sha256: hash, bytes }) => ({ path, sha256: hash, bytes })),
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
    await transport.close?.();
  }
}
