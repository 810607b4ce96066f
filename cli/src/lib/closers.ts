/**
 * Connections a command opened (the database, Temporal), closed when it ends so the process exits promptly. A
 * module registers its closer when it is loaded or first used; a command that never loads it has nothing to close.
 */
const closers = new Set<() => Promise<unknown>>();

/** Registers `close` (the same function once) to run when each command ends. */
export function closeAtExit(close: () => Promise<unknown>): void {
  closers.add(close);
}

/** Runs every registered closer; one that fails does not stop the others. */
export async function closeConnections(): Promise<void> {
  await Promise.allSettled([...closers].map((close) => close()));
}
