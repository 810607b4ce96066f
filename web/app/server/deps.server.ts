import { getPrisma } from '@slipcase/db';
import { config } from '@slipcase/config';
import { availableStores, LocalFileStorage, statementCsvMapping, type ServiceDeps, type TraceRoyaltiesDeps, type WorkflowPorts } from '@slipcase/services';
import { workflowPorts } from '@slipcase/workflows/client';
import type { AccountDeps } from '@slipcase/services/accounts/account-mail';
import type { SplitDeps } from '@slipcase/services/splits/split-mail';
import { accountMailer, splitMailer } from './mail/account-mailer.server';
import { publicBaseUrl } from './public-url.server';

/** Where uploads and artwork are kept (the configured storage folder). */
export function fileStorage(): LocalFileStorage {
  return new LocalFileStorage(config().dirs.storage);
}

/** The application layer's dependencies for one request. */
export async function serviceDeps(now = new Date()): Promise<ServiceDeps> {
  return {
    prisma: getPrisma(),
    now,
    settings: config().settings,
    storage: fileStorage(),
    stores: await availableStores(config().env),
  };
}

/** What a royalty trace needs besides the service deps: each store's CSV layout, to read a CSV statement's lines again. */
export async function traceDeps(now = new Date()): Promise<TraceRoyaltiesDeps> {
  return { ...(await serviceDeps(now)), csvMapping: (store) => statementCsvMapping(config().env, store) };
}

/** The application layer's dependencies for a request that starts or signals workflows (the process-wide Temporal client). */
export async function workflowServiceDeps(now = new Date()): Promise<ServiceDeps & WorkflowPorts> {
  return { ...(await serviceDeps(now)), ...workflowPorts() };
}

/** What the account use cases need for one request: the database, the moment and the web's mailer. */
export function accountDeps(now = new Date()): AccountDeps {
  return { prisma: getPrisma(), now, mail: accountMailer };
}

/** What the split use cases need for one request: the database, the moment, the mailer and where links point. */
export function splitDeps(now = new Date()): SplitDeps {
  return { prisma: getPrisma(), now, mail: splitMailer, publicUrl: publicBaseUrl() };
}
