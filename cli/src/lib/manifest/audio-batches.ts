import { createAudioAnalyzer, type AudioAnalysis, type AudioAnalyzerOptions } from '@slipcase/plugin-contract';

/**
 * Every file's analysis (analyzeAudioFiles), started at once in the order given, at most `batchSize` files to an
 * ffmpeg run and `runs` runs at a time; a short list is shared evenly between the runs rather than given to one.
 * A failure (no ffmpeg) rejects the files it concerns, whether or not anyone waits for them.
 */
export function analyzeInBatches(paths: readonly string[], options: AudioAnalyzerOptions): Map<string, Promise<AudioAnalysis>> {
  const distinct = [...new Set(paths)];
  const batchSize = Math.max(1, Math.min(options.batchSize, Math.ceil(distinct.length / options.runs)));
  const analyze = createAudioAnalyzer({ ...options, batchSize });
  const analyses = new Map<string, Promise<AudioAnalysis>>();
  for (const path of distinct) {
    const analysis = analyze(path);
    analysis.catch(() => undefined);
    analyses.set(path, analysis);
  }
  return analyses;
}
