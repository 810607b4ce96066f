import { analyzeAudioFiles, type AudioAnalysis, type SilenceOptions } from './analyze-audio';

export interface AudioAnalyzerOptions {
  silence?: SilenceOptions;
  /** Most files read by one ffmpeg run: starting ffmpeg costs more than decoding a short track. */
  batchSize: number;
  /** ffmpeg runs at once. */
  runs: number;
}

interface Waiting {
  path: string;
  resolve: (analysis: AudioAnalysis) => void;
  reject: (error: unknown) => void;
}

/**
 * analyzeAudio through a queue: files asked for while every run is busy (or in the same tick) go together in the
 * next run, up to `batchSize` of them, at most `runs` runs at once. A server's concurrent uploads share runs this
 * way without waiting for each other when it is idle, and a list asked for at once is read `batchSize` to a run.
 * Each file gets what analyzing it alone gives: a batch that cannot run (a file gone, no ffmpeg) is tried again
 * file by file, so one file's failure rejects only that file.
 */
export function createAudioAnalyzer({ silence = {}, batchSize, runs }: AudioAnalyzerOptions): (path: string) => Promise<AudioAnalysis> {
  const waiting: Waiting[] = [];
  let running = 0;
  let scheduled = false;

  const settle = async (batch: readonly Waiting[]) => {
    try {
      const results = await analyzeAudioFiles(batch.map((each) => each.path), silence);
      batch.forEach((each, index) => each.resolve(results[index]!));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((each) => settle([each])));
    }
  };

  const pump = () => {
    scheduled = false;
    while (running < runs && waiting.length > 0) {
      running += 1;
      void settle(waiting.splice(0, batchSize)).finally(() => {
        running -= 1;
        pump();
      });
    }
  };

  return (path) =>
    new Promise<AudioAnalysis>((resolve, reject) => {
      waiting.push({ path, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
