import { Errors } from '@oclif/core';
import { StoreConfigError } from '@slipcase/plugin-contract';
import { ExitCode } from './exit-codes';

/** Runs `work`; a store configuration it refuses (a variable, a package, two stores with one id) exits 5. */
export async function refusingStoreConfig<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StoreConfigError) throw new Errors.CLIError(error.message, { exit: ExitCode.invalidInput, code: 'store_config' });
    throw error;
  }
}
