import { config } from '@slipcase/config';
import { readRuntimeInfo } from '@slipcase/db';

/** TEMPORAL_ADDRESS, else the dev server `npm start` runs, else Temporal's default port on this machine. */
export function resolveTemporalAddress(): string {
  return config().temporal.address || readRuntimeInfo()?.temporalAddress || 'localhost:7233';
}

export function resolveTemporalNamespace(): string {
  return config().temporal.namespace;
}
