import type { Settings } from '@slipcase/domain';
import type { DeliveryContext } from '@slipcase/plugin-contract';

/**
 * The context of a feed built to look at, never delivered: a test message whose id is `preview-<releaseId>`, so it
 * can never be taken for a delivery, sent as the installation's DDEX sender.
 */
export function previewContext(
  releaseId: string,
  createdAt: Date,
  settings: Pick<Settings, 'ddexSenderDpid' | 'ddexSenderName'>,
): DeliveryContext {
  return {
    deliveryId: `preview-${releaseId}`,
    createdAt: createdAt.toISOString(),
    sender: { dpid: settings.ddexSenderDpid, name: settings.ddexSenderName },
    kind: 'new',
    isTest: true,
  };
}
