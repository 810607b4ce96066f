interface Entry<T> {
  connection: Promise<T>;
  opened?: T;
  users: number;
  retired: boolean;
  disposed?: Promise<void>;
}

/**
 * One connection opened on first use and shared by the operations that overlap it. `close()` and `drop()` retire
 * it: operations still using it finish on it, the last one out disposes of it, and the next operation opens
 * another. So a transport shared by concurrent deliveries, each closing it when done, never cuts off another's
 * upload and never leaves a connection open.
 */
export class SharedConnection<T> {
  private current: Entry<T> | null = null;

  constructor(
    private readonly open: () => Promise<T>,
    private readonly dispose: (connection: T) => Promise<void>,
  ) {}

  async use<R>(operation: (connection: T) => Promise<R>): Promise<R> {
    const entry = this.current ?? this.start();
    entry.users += 1;
    try {
      return await operation(await entry.connection);
    } finally {
      entry.users -= 1;
      if (entry.retired && entry.users === 0) await this.disposeOf(entry);
    }
  }

  /** The connection is known to be dead (closed by the server, reset): the next operation opens another. */
  drop(connection: T): void {
    const entry = this.current;
    if (entry?.opened === connection) this.retire(entry);
  }

  async close(): Promise<void> {
    const entry = this.current;
    if (entry) await this.retire(entry);
  }

  /** Whether a connection is open or opening (for tests of leaks). */
  get isOpen(): boolean {
    return this.current !== null;
  }

  private start(): Entry<T> {
    const entry: Entry<T> = { connection: this.open(), users: 0, retired: false };
    entry.connection.then(
      (connection) => {
        entry.opened = connection;
      },
      () => {
        // A connection that failed to open is never reused; the operation that awaited it reports the error.
        if (this.current === entry) this.current = null;
      },
    );
    this.current = entry;
    return entry;
  }

  private retire(entry: Entry<T>): Promise<void> {
    if (this.current === entry) this.current = null;
    entry.retired = true;
    return entry.users === 0 ? this.disposeOf(entry) : Promise.resolve();
  }

  private disposeOf(entry: Entry<T>): Promise<void> {
    entry.disposed ??= entry.connection.then(
      (connection) => this.dispose(connection).catch(() => {}),
      () => {},
    );
    return entry.disposed;
  }
}
