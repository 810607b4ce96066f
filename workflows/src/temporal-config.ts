import { readRuntimeInfo } from '@slipcase/db';

/** TEMPORAL_ADDRESS, else the dev server `npm start` runs, else Temporal's default port on this machine. */
export function resolveTemporalAddress(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEMPORAL_ADDRESS || readRuntimeInfo()?.temporalAddress || 'localhost:7233';
}

export function resolveTemporalNamespace(env: NodeJS.ProcessEnv = process.env): string {
  return env.TEMPORAL_NAMESPACE || 'default';
}
