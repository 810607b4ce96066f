import { analyzeAudioFiles, type AudioAnalysis, type SilenceOptions } from '@slipcase/plugin-contract';

export interface AudioBatchOptions {
  silence: SilenceOptions;
  /** Files read by one ffmpeg run: starting ffmpeg costs more than decoding a short track. */
  batchSize: number;
  /** ffmpeg runs at once. */
  runs: number;
}

/** Runs what it is given, at most `limit` at a time, each as soon as a place is free. */
function limiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * Every file's analysis (analyzeAudioFiles), started at once in the order given, `batchSize` files to an ffmpeg
 * run and `runs` runs at a time. A failure (no ffmpeg) rejects the files of its batch, whether or not anyone waits
 * for them.
 */
export function analyzeInBatches(paths: readonly string[], options: AudioBatchOptions): Map<string, Promise<AudioAnalysis>> {
  const distinct = [...new Set(paths)];
  const limit = limiter(options.runs);
  const analyses = new Map<string, Promise<AudioAnalysis>>();
  for (let start = 0; start < distinct.length; start += options.batchSize) {
    const batch = distinct.slice(start, start + options.batchSize);
    const results = limit(() => analyzeAudioFiles(batch, options.silence));
    batch.forEach((path, index) => {
      const analysis = results.then((each) => each[index]!);
      analysis.catch(() => undefined);
      analyses.set(path, analysis);
    });
  }
  return analyses;
}
