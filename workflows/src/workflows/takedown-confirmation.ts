import { condition, proxyActivities, uuid4 } from '@temporalio/workflow';
import { isAcknowledged } from '@slipcase/domain';
import type { Activities } from '../activities';
import type { DeliveryState } from '../contracts';
import { DATABASE_ACTIVITY } from './activity-options';
import { deliverToStores } from './deliver-to-stores';

const { lifecycleSettings, alertUnconfirmedTakedown } = proxyActivities<Activities>(DATABASE_ACTIVITY);

const HOUR_MS = 60 * 60 * 1000;

/**
 * Sends the takedown feeds (deliverToStores) and watches their confirmation: a store that acknowledges what it
 * receives and has not acknowledged the takedown `takedownConfirmHours` after the feeds went out is raised to the
 * operators (alertUnconfirmedTakedown). Resolves once the feeds are out, as deliverToStores does; the watch goes
 * on in `confirmed`, which the workflow awaits before it ends.
 */
export async function deliverTakedown(
  parent: string,
  releaseId: string,
  deliveries: DeliveryState[],
  acknowledging: readonly string[],
  sending: Parameters<typeof deliverToStores>[4] = {},
): Promise<{ confirmed: Promise<void> }> {
  const { takedownConfirmHours } = await lifecycleSettings();
  const confirmBy = Date.now() + takedownConfirmHours * HOUR_MS;
  let settled = false;
  const sent = deliverToStores(parent, releaseId, 'takedown', deliveries, sending).finally(() => {
    settled = true;
  });
  const unconfirmed = () =>
    deliveries.filter((delivery) => acknowledging.includes(delivery.store) && !isAcknowledged(delivery.status)).map((d) => d.store);

  const confirmed = (async () => {
    if (await condition(() => settled && unconfirmed().length === 0, Math.max(0, confirmBy - Date.now()))) return;
    const stores = unconfirmed();
    if (stores.length > 0) await alertUnconfirmedTakedown({ eventId: uuid4(), releaseId, stores, confirmHours: takedownConfirmHours });
  })();
  await sent;
  return { confirmed };
}
