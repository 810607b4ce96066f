import type { Client } from '@temporalio/client';
import { getTemporalClient } from '@slipcase/workflows/client';
import { resolveTemporalAddress } from '@slipcase/workflows/temporal-config';

/** The shared Temporal client, or an error that says where the CLI looked and how to fix it. */
export async function connectTemporal(): Promise<Client> {
  try {
    return await getTemporalClient();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot reach Temporal at ${resolveTemporalAddress()} (${reason}): start the platform with \`npm start\`, or set TEMPORAL_ADDRESS`,
    );
  }
}
