import { getPrisma } from '@slipcase/db';
import { readSettings } from '@slipcase/domain';
import { availableStores, defaultStorage, type ServiceDeps } from '@slipcase/services';

/** The application layer's dependencies for one request. */
export async function serviceDeps(now = new Date()): Promise<ServiceDeps> {
  return {
    prisma: getPrisma(),
    now,
    settings: readSettings(process.env),
    storage: defaultStorage(),
    stores: await availableStores(),
  };
}
