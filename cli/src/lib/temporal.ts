import { Client, Connection, isGrpcServiceError } from '@temporalio/client';
import { closeTemporalClient, getTemporalClient, resolveTemporalAddress, resolveTemporalNamespace } from '@slipcase/workflows/client';
import { closeAtExit } from './closers';

/** gRPC's UNAVAILABLE: nothing answered at the address. */
const GRPC_UNAVAILABLE = 14;

function unreachable(reason: string): Error {
  return new Error(
    `Cannot reach Temporal at ${resolveTemporalAddress()} (${reason}): start the platform with \`npm start\`, or set TEMPORAL_ADDRESS`,
  );
}

/** The shared Temporal client, or an error that says where the CLI looked and how to fix it. */
export async function connectTemporal(): Promise<Client> {
  try {
    return await getTemporalClient();
  } catch (error) {
    throw unreachable(error instanceof Error ? error.message : String(error));
  }
}

let lazyClient: Client | undefined;

/**
 * A Temporal client that connects on its first call, for client functions that take their client up front but
 * check the database first (requestWithdrawal, cancelWithdrawal): their refusals then need no Temporal. Run the
 * calls that use it through `reachingTemporal`, which says where Temporal was looked for when nothing answered.
 */
export function lazyTemporalClient(): Client {
  lazyClient ??= new Client({
    connection: Connection.lazy({ address: resolveTemporalAddress() }),
    namespace: resolveTemporalNamespace(),
  });
  return lazyClient;
}

async function closeLazyTemporalClient(): Promise<void> {
  const client = lazyClient;
  lazyClient = undefined;
  await client?.connection.close();
}

closeAtExit(closeTemporalClient);
closeAtExit(closeLazyTemporalClient);

/** Runs `call`; a failure to reach Temporal becomes the same error connectTemporal gives. */
export async function reachingTemporal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
      if (isGrpcServiceError(cause) && cause.code === GRPC_UNAVAILABLE) {
        // gRPC ends its details with an empty "Resolution note:".
        throw unreachable((cause.details || cause.message).replace(/\s*Resolution note:\s*$/, ''));
      }
    }
    throw error;
  }
}
