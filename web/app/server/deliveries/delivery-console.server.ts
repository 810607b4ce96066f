import { cleanString, recordIdSchema } from '@slipcase/api-contract/clean-input';
import { config } from '@slipcase/config';
import { errorStatus } from '@slipcase/api-contract/http-status';
import { isAppError } from '@slipcase/domain';
import { acknowledgingStores } from '@slipcase/plugin-contract/acknowledges';
import { deliveryConsole, resendDelivery, retryDelivery, type ConsoleDelivery, type StuckRelease } from '@slipcase/services';
import { storeProfiles } from '@slipcase/services/stores/store-catalog';
import { releaseWorkflowId, takedownWorkflowId } from '@slipcase/workflows/contracts';
import { encodeError } from '../../lib/error-messages';
import { serviceDeps, workflowServiceDeps } from '../deps.server';
import { temporalRunUrl } from '../statements/statement-console.server';
import { z } from 'zod';

const workflowIdOf = (releaseId: string, workflow: 'release' | 'takedown') =>
  workflow === 'takedown' ? takedownWorkflowId(releaseId) : releaseWorkflowId(releaseId);

/** The stores by name, and those that send acknowledgements; none when the plugins cannot be read (ids are shown). */
export async function storeFacts(): Promise<{ names: Record<string, string>; acknowledging: string[] }> {
  try {
    const profiles = await storeProfiles(config().env);
    return {
      names: Object.fromEntries(profiles.map((profile) => [profile.id, profile.name])),
      acknowledging: acknowledgingStores(profiles),
    };
  } catch (error) {
    console.error('Store plugins could not be read; the console shows store ids', error);
    return { names: {}, acknowledging: [] };
  }
}

const deliveryRow = (names: Record<string, string>) => (row: ConsoleDelivery) => ({
  ...row,
  storeName: names[row.store] ?? row.store,
  at: row.at.toISOString(),
  runUrl: temporalRunUrl(workflowIdOf(row.release.id, row.workflow)),
});

const stuckRow = (row: StuckRelease) => ({
  ...row,
  since: row.since.toISOString(),
  runUrl: temporalRunUrl(workflowIdOf(row.release.id, row.workflow)),
});

/** The console's three lists, dates as texts, each row with its store's name and its run in the Temporal UI. */
export async function deliveryConsoleRows(operatorId: string) {
  const [deps, stores] = await Promise.all([serviceDeps(), storeFacts()]);
  const view = await deliveryConsole(deps, { operatorId, acknowledging: stores.acknowledging });
  const toRow = deliveryRow(stores.names);
  return {
    failing: view.failing.map(toRow),
    unacknowledged: view.unacknowledged.map(toRow),
    stuck: view.stuck.map(stuckRow),
    stuckHours: deps.settings.stuckStatusHours,
  };
}

export type DeliveryRow = ReturnType<ReturnType<typeof deliveryRow>>;
export type StuckRow = ReturnType<typeof stuckRow>;

export type DeliveryAnswer =
  | { ok: true; intent: 'retry' | 'resend'; store: string; title: string }
  | { ok: false; intent: string; error: string };

/** A Retry or Resend button's form. */
export const deliveryActionSchema = z.object({
  intent: z.enum(['retry', 'resend']),
  releaseId: recordIdSchema,
  store: cleanString().max(200),
});

/** Retries or resends one store's delivery; answers what was done, or the refusal's code. */
export async function deliveryAction(
  { intent, releaseId, store }: z.output<typeof deliveryActionSchema>,
  operatorId: string,
): Promise<{ status: number; answer: DeliveryAnswer }> {
  const request = { releaseId, store, operatorId, via: 'web' as const };
  try {
    const deps = await workflowServiceDeps();
    if (intent === 'retry') await retryDelivery(deps, request);
    else await resendDelivery(deps, request);
    const release = await deps.prisma.release.findUnique({ where: { id: request.releaseId }, select: { title: true } });
    return { status: 200, answer: { ok: true, intent, store: request.store, title: release?.title ?? request.releaseId } };
  } catch (error) {
    if (!isAppError(error)) console.error(error);
    const code = isAppError(error) ? encodeError(error) : 'server_error';
    return { status: errorStatus(error), answer: { ok: false, intent, error: code } };
  }
}
