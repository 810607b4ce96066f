/**
 * `npm run bench -- <name> [options]`. Each benchmark is a module exporting `run(args)`; adding one is one line
 * in BENCHMARKS.
 */
export interface Benchmark {
  run(args: readonly string[]): Promise<void>;
}

const BENCHMARKS: Record<string, { about: string; load: () => Promise<Benchmark> }> = {
  feed: { about: 'build and validate the ERN 4.3 message of a 20-track album, against ddex-builder', load: () => import('./feed') },
  royalties: { about: 'a DSR of 1,000,000 lines from file to posted ledger, against reading it and COPYing it into an unlogged table', load: () => import('./royalties') },
  'statement-pdf': { about: 'a 200-line royalty statement as its PDF in DejaVu Sans, against the same PDF in the built-in Helvetica', load: () => import('./statement-pdf') },
  public: { about: 'the five public pages fans open, 50 connections each (`--duration S`, default 20), against a bare node:http server sending the same bytes', load: () => import('./public') },
  analytics: { about: 'a year of daily trend rows (10,000,000 over 1,000 tracks) imported, then the /analytics loader against a hand-written query', load: () => import('./analytics') },
  ingest: { about: '200 releases of 3 tracks from a manifest to submitted with `slipcase upload`, against the floor', load: () => import('./ingest') },
};

const [name, ...args] = process.argv.slice(2);
const benchmark = name === undefined ? undefined : BENCHMARKS[name];
if (!benchmark) {
  const list = Object.entries(BENCHMARKS).map(([key, { about }]) => `  ${key.padEnd(14)} ${about}`);
  console.error(`${name ? `Unknown benchmark "${name}". ` : ''}Usage: npm run bench -- <name>\n${list.join('\n')}`);
  process.exit(2);
}
await (await benchmark.load()).run(args);
