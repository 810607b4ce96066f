import { readFile } from 'node:fs/promises';
import { inspectImage, probeAudio, sha256File } from '@slipcase/plugin-contract';

/**
 * The ingest bench's floor, run as its own small process (`node --import tsx bench/ingest-floor.ts <list>`, one
 * path a line): every file read, hashed (SHA-256) and probed once (ffprobe for audio, sharp for images), four at
 * a time; prints the milliseconds it took. Its own process, because forking ffprobe from the bench's big one (its
 * Temporal worker and /v1 server) costs more and would flatter the ratio.
 */
const CONCURRENCY = 4;

const files = (await readFile(process.argv[2]!, 'utf8')).split('\n').filter(Boolean);
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await sha256File(file);
      await (file.endsWith('.jpg') ? inspectImage(file) : probeAudio(file));
    }
  }),
);
console.log(Math.round(performance.now() - started));
