import { english } from '@slipcase/api-contract/english';
import type { DeliveryView } from '@slipcase/services/releases/release-view';
import { deliveryName, formatTime, table } from './format';

/** The web's English names of the steps; a step it does not know reads as recorded. */
const STEP_LABELS: Record<string, string> = english.delivery.steps;

const indent = (prefix: string) => (line: string) => `${prefix}${line}`.trimEnd();

function formatDelivery(delivery: DeliveryView): string[] {
  const { acknowledgement } = delivery;
  const facts = table([
    ['Status', delivery.status],
    ['Batch', delivery.batchId ?? '-'],
    ['Location', delivery.location ?? '-'],
    ['Acknowledgement', acknowledgement ? [acknowledgement.status, acknowledgement.detail].filter(Boolean).join(': ') : '-'],
    ...(delivery.error ? [['Error', delivery.error]] : []),
    ...(delivery.storeUrl ? [['Link', delivery.storeUrl]] : []),
    ...(delivery.sandbox ? [['Sandbox', `nothing was sent to ${delivery.store}`]] : []),
  ]);
  const steps = table(
    delivery.steps.map((step) => [formatTime(step.at, { seconds: true }), STEP_LABELS[step.step] ?? step.step, step.detail ?? '']),
  );
  return [
    deliveryName(delivery),
    ...facts.map(indent('  ')),
    '  Steps',
    ...(steps.length > 0 ? steps.map(indent('    ')) : ['    none yet']),
  ];
}

/** Each store a release went to, a takedown's deliveries after the release's, as `release deliveries` prints them. */
export function formatDeliveries(deliveries: readonly DeliveryView[]): string {
  if (deliveries.length === 0) return 'No deliveries yet: they start once the release is approved.';
  return deliveries.map((delivery) => formatDelivery(delivery).join('\n')).join('\n\n');
}
