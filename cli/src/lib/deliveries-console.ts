import { config } from '@slipcase/config';
import type { PrismaClient } from '@slipcase/db';
import { acknowledgingStores } from '@slipcase/plugin-contract/acknowledges';
import { deliveryConsole, resendDelivery, retryDelivery, type ConsoleDelivery, type DeliveryConsole } from '@slipcase/services';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { table } from './format';
import { resolveOperator } from './operators';
import { lazyTemporalClient, reachingTemporal } from './temporal';
import { localServiceDeps, localUseCaseDeps } from './use-case-deps';

/** The console's lists, as the operator `as` (else SLIPCASE_OPERATOR, else the only operator) sees them. */
export async function deliveriesList(prisma: PrismaClient, as: string | undefined): Promise<DeliveryConsole> {
  const operator = await resolveOperator(prisma, as);
  const acknowledging = acknowledgingStores(await storeProfiles(config().env));
  return deliveryConsole(await localServiceDeps(prisma), { operatorId: operator.id, acknowledging });
}

const time = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const WHAT = { retry: 'retry', resend: 'resend' } as const;

function deliveryRows(rows: ConsoleDelivery[], empty: string): string[] {
  if (rows.length === 0) return [empty];
  return table([
    ['Release', 'Title', 'Store', 'Since', 'Failed tries', 'Can', 'Why'],
    ...rows.map((row) => [
      row.release.id,
      row.release.title,
      row.kind === 'new' ? row.store : `${row.store} (${row.kind})`,
      time(row.at),
      String(row.attempts),
      row.remedy.action ? WHAT[row.remedy.action] : '-',
      row.reason ?? (row.escalation ? row.escalation : 'no confirmation yet'),
    ]),
  ]);
}

/** The three lists, each under its heading, in plain words. */
export function formatDeliveriesList(view: DeliveryConsole): string {
  return [
    'Failed deliveries:',
    ...deliveryRows(view.failing, '  none'),
    '',
    'Waiting for the store\'s confirmation:',
    ...deliveryRows(view.unacknowledged, '  none'),
    '',
    'Releases stuck in a status:',
    ...(view.stuck.length === 0
      ? ['  none']
      : table([['Release', 'Title', 'Status', 'Since'], ...view.stuck.map((row) => [row.release.id, row.release.title, row.release.status, time(row.since)])])),
  ].join('\n');
}

export interface DeliveryRemedyResult {
  releaseId: string;
  store: string;
  operator: string;
  /** The resend's workflow; absent for a retry (it runs in the release's own workflow). */
  workflowId?: string;
}

/** Retries a store's failed delivery, or resends a release to a store, as an operator. */
export async function remedyFromCli(
  prisma: PrismaClient,
  intent: 'retry' | 'resend',
  input: { releaseId: string; store: string; as?: string },
): Promise<DeliveryRemedyResult> {
  const operator = await resolveOperator(prisma, input.as);
  const deps = await localUseCaseDeps(prisma, { client: lazyTemporalClient() });
  const request = { releaseId: input.releaseId, store: input.store, operatorId: operator.id, via: 'cli' as const };
  if (intent === 'retry') {
    await reachingTemporal(() => retryDelivery(deps, request));
    return { releaseId: input.releaseId, store: input.store, operator: operator.username };
  }
  const started = await reachingTemporal(() => resendDelivery(deps, request));
  return { releaseId: input.releaseId, store: input.store, operator: operator.username, workflowId: started.workflowId };
}
