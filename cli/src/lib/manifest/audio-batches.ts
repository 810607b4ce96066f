import { createAudioAnalyzer, type AudioAnalysis, type AudioAnalyzerOptions } from '@slipcase/plugin-contract';

/**
 * Every file's analysis (analyzeAudioFiles), started at once in the order given, `batchSize` files to an ffmpeg
 * run and `runs` runs at a time. A failure (no ffmpeg) rejects the files it concerns, whether or not anyone waits
 * for them.
 */
export function analyzeInBatches(paths: readonly string[], options: AudioAnalyzerOptions): Map<string, Promise<AudioAnalysis>> {
  const analyze = createAudioAnalyzer(options);
  const analyses = new Map<string, Promise<AudioAnalysis>>();
  for (const path of new Set(paths)) {
    const analysis = analyze(path);
    analysis.catch(() => undefined);
    analyses.set(path, analysis);
  }
  return analyses;
}
