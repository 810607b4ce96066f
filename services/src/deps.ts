import type { PrismaClient } from '@slipcase/db';
import type { PlatformTier, Settings } from '@slipcase/domain';
import type { FileStorage } from './storage/storage';

/**
 * What a use case may be given. Each takes only the part it needs (`Pick<ServiceDeps, 'prisma' | 'now'>`), so a
 * test passes exactly that; the web (`web/app/server/deps.server.ts`), the CLI's local mode and the worker build
 * the whole of it once per request, command or activity.
 */
export interface ServiceDeps {
  prisma: PrismaClient;
  /** The moment the use case runs at; rules never read a clock of their own. */
  now: Date;
  settings: Settings;
  storage: FileStorage;
  /** The stores this installation delivers to. */
  stores: readonly PlatformTier[];
}

/** A use case with its deps already given: what a caller that only has the input (a CLI helper, a test) is handed. */
export type BoundUseCase<F extends (deps: never, input: never) => unknown> = (input: Parameters<F>[1]) => ReturnType<F>;
