import type { DeliveryConsoleJson, DeliveryRemedyResultJson } from '@slipcase/api-contract/delivery-console-schemas';
import type { PrismaClient } from '@slipcase/db';
import type { DeliveryConsole } from '@slipcase/services/deliveries/delivery-console';
import { signedInClient, type TypedCommandLine } from '../remote/signed-in';

export type DeliveryRemedyResult = DeliveryRemedyResultJson;

/** `slipcase deliveries`' three actions, on the local database as an operator or on the server signed in to. */
export interface DeliveryDesk {
  list(): Promise<DeliveryConsole>;
  remedy(intent: 'retry' | 'resend', input: { releaseId: string; store: string }): Promise<DeliveryRemedyResult>;
}

/** The wire's times are ISO texts; printed, they read as the database's dates do. */
function consoleOf(json: DeliveryConsoleJson): DeliveryConsole {
  return {
    failing: json.failing.map((row) => ({ ...row, at: new Date(row.at) })),
    unacknowledged: json.unacknowledged.map((row) => ({ ...row, at: new Date(row.at) })),
    stuck: json.stuck.map((row) => ({ ...row, since: new Date(row.since) })),
  };
}

/**
 * Where `slipcase deliveries` acts: the server the CLI is signed in to (`/v1/operator/deliveries`, staff with the
 * review scope), else the local database as the operator `as` names (`local` is only called then).
 */
export async function deliveryDeskFor(
  commandLine: TypedCommandLine,
  local: () => Promise<{ prisma: PrismaClient; as: string | undefined }>,
): Promise<DeliveryDesk> {
  const api = await signedInClient(commandLine);
  if (api) {
    return {
      list: async () => consoleOf(await api.request<DeliveryConsoleJson>('GET', 'operator/deliveries')),
      remedy: (intent, input) => api.request<DeliveryRemedyResultJson>('POST', `operator/deliveries/${intent}`, { json: input }),
    };
  }
  const [{ deliveriesList, remedyFromCli }, { prisma, as }] = await Promise.all([import('../deliveries-console'), local()]);
  return {
    list: () => deliveriesList(prisma, as),
    remedy: (intent, input) => remedyFromCli(prisma, intent, { ...input, as }),
  };
}
