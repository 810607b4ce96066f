import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** The shape of pglite-socket's internal query queue (0.2.x), which every connection's messages go through. */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: unknown): void;
}
interface QueryQueue {
  db: PGlite;
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

// Frontend message types (first byte) of the extended query protocol, and the ones that end a unit of work.
const EXTENDED = new Set([0x50 /* Parse */, 0x42 /* Bind */, 0x44 /* Describe */, 0x45 /* Execute */, 0x43 /* Close */, 0x48 /* Flush */]);
const ENDS_UNIT = new Set([0x53 /* Sync */, 0x51 /* simple Query */]);

/**
 * PGlite is one backend shared by every socket connection. pglite-socket queues connections' messages one by
 * one and keeps a connection's turn only inside a transaction, so two clients' Parse/Bind/Execute sequences
 * interleave and clobber each other's unnamed statement and portal ("portal "" does not exist", "bind message
 * supplies 1 parameters, but prepared statement "" requires 4"). This keeps a connection's turn from its first
 * extended-protocol message to its Sync, as well as for a whole transaction.
 */
export function keepExtendedQueriesAtomic(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue: QueryQueue }).queryQueue;
  let midSequence: number | null = null;

  queue.processQueue = async function processQueue(this: QueryQueue): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = midSequence ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        if (index === -1) break; // the owner's next message will restart the queue
        const [item] = this.queue.splice(index, 1) as [QueuedMessage];
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        const type = item.message[0] ?? 0;
        if (EXTENDED.has(type)) midSequence = item.handlerId;
        else if (ENDS_UNIT.has(type)) midSequence = null;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clearTransaction = queue.clearTransactionIfNeeded.bind(queue);
  queue.clearTransactionIfNeeded = async (handlerId: number) => {
    if (midSequence === handlerId) midSequence = null; // a client that left mid-sequence gives up its turn
    await clearTransaction(handlerId);
    await queue.processQueue();
  };
}
