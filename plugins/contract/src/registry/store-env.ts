import { StoreConfigError } from './store-config-error';
import type { StoreEnv } from './store-package';

const DPID = /^PADPIDA[a-zA-Z0-9]+$/;

/** `SLIPCASE_STORE_<ID>`: the prefix of a store's variables, its id upper-cased with '-' as '_'. */
export function storeEnvPrefix(storeId: string): string {
  return `SLIPCASE_STORE_${storeId.toUpperCase().replaceAll('-', '_')}`;
}

/** What the environment sets for one store; absent values keep the profile's. */
export interface StoreEnvSettings {
  /** The transport URL; absent means sandbox mode. */
  url?: string;
  dpid?: string;
  name?: string;
  acknowledgements?: boolean;
  maxConcurrentDeliveries?: number;
}

const present = (env: StoreEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

export function readDpid(value: string, variable: string): string {
  if (!DPID.test(value)) throw new StoreConfigError(`not a DDEX party id (PADPIDA followed by letters and digits): ${JSON.stringify(value)}`, variable);
  return value;
}

export function readBoolean(value: string, variable: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new StoreConfigError(`must be true or false, not ${JSON.stringify(value)}`, variable);
}

export function readPositiveInteger(value: string, variable: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) {
    throw new StoreConfigError(`must be a whole number of 1 or more, not ${JSON.stringify(value)}`, variable);
  }
  return Number(value);
}

/** Reads and checks SLIPCASE_STORE_<ID>_{URL,DPID,NAME,ACKS,MAX_CONCURRENT}. */
export function readStoreEnv(storeId: string, env: StoreEnv): StoreEnvSettings {
  const prefix = storeEnvPrefix(storeId);
  const value = (suffix: string) => present(env, `${prefix}_${suffix}`);
  const url = value('URL');
  const dpid = value('DPID');
  const name = value('NAME');
  const acks = value('ACKS');
  const maxConcurrent = value('MAX_CONCURRENT');
  return {
    ...(url && { url }),
    ...(dpid && { dpid: readDpid(dpid, `${prefix}_DPID`) }),
    ...(name && { name }),
    ...(acks && { acknowledgements: readBoolean(acks, `${prefix}_ACKS`) }),
    ...(maxConcurrent && { maxConcurrentDeliveries: readPositiveInteger(maxConcurrent, `${prefix}_MAX_CONCURRENT`) }),
  };
}
