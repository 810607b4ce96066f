/** A delivery's status: queued, being sent, handed to the store, confirmed by it, or failed (or rejected by it). */
export const DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'acknowledged', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** The statuses of a delivery the store received, confirmed or not: for database filters, which cannot call isSent. */
export const SENT_STATUSES = ['delivered', 'acknowledged'] as const satisfies readonly DeliveryStatus[];
export type SentStatus = (typeof SENT_STATUSES)[number];

/** The store received the delivery: it was handed over, whether or not the store confirmed it since. */
export function isSent(status: string): status is SentStatus {
  return (SENT_STATUSES as readonly string[]).includes(status);
}

/** The store confirmed the delivery (its acknowledgement accepted it). */
export function isAcknowledged(status: string): boolean {
  return status === 'acknowledged';
}

/** Handed over and still without the store's answer: what a store that acknowledges has yet to confirm. */
export function awaitsAnswer(status: string): boolean {
  return status === 'delivered';
}

/** Not handed over yet: queued or being sent. */
export function isUnderWay(status: string): boolean {
  return status === 'pending' || status === 'delivering';
}
