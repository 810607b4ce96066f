import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // Linux's USER_HZ of 100

/** Milliseconds of CPU a process has used, from /proc; null where /proc cannot be read (not Linux, another user). */
function processCpuMs(pid: string): number | null {
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** The processes serving `database`, by their command line; `looked` remembers each process's answer. */
function backendsOf(database: string, looked: Map<string, boolean>): string[] {
  const pids: string[] = [];
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let serves = looked.get(pid);
    if (serves === undefined) {
      let command = '';
      try {
        command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      serves = command.includes(` ${database} `);
      // A backend just forked has the server's command line until it names its database: asked again next time.
      if (serves || !command.includes('postgres')) looked.set(pid, serves);
    }
    if (serves) pids.push(pid);
  }
  return pids;
}

/**
 * The CPU time the PostgreSQL server's backends for `database` use while it is sampled (a backend that exits between
 * two samples loses what it used since the last), when the server runs on this machine; null when it cannot be seen.
 * The wall time of a run on a shared machine says as much of the neighbours as of the run; its CPU time does not.
 */
export function sampleBackendCpu(database: string): () => number | null {
  const seen = new Map<string, { first: number; last: number }>();
  const looked = new Map<string, boolean>();
  const sample = () => {
    for (const pid of backendsOf(database, looked)) {
      const ms = processCpuMs(pid);
      if (ms === null) continue;
      const known = seen.get(pid);
      if (known) known.last = ms;
      else seen.set(pid, { first: ms, last: ms });
    }
  };
  sample();
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    if (seen.size === 0) return null;
    return [...seen.values()].reduce((sum, { first, last }) => sum + last - first, 0);
  };
}
