import pg from 'pg';

/** Every connection our Prisma clients hold open, by backend process id: what `copyConnection` looks among. */
const open = new Map<number, Set<TrackedPgClient>>();

/** A `pg` client that keeps itself in `open` while it is connected. */
export class TrackedPgClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.once('connect', () => this.track());
  }

  private track(): void {
    const pid = (this as unknown as { processID: number | null }).processID;
    if (pid === null) return;
    const same = open.get(pid) ?? new Set();
    same.add(this);
    open.set(pid, same);
    this.once('end', () => {
      same.delete(this);
      if (same.size === 0 && open.get(pid) === same) open.delete(pid);
    });
  }
}

/** The connections of ours to a backend with this process id (on one server, at most one; PGlite says 42 to all). */
export function connectionsOf(pid: number): TrackedPgClient[] {
  return [...(open.get(pid) ?? [])];
}
