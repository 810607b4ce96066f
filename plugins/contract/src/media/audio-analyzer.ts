import { analyzeAudioFiles, type AudioAnalysis, type SilenceOptions } from './analyze-audio';

export interface AudioAnalyzerOptions {
  silence?: SilenceOptions;
  /** Most files read by one ffmpeg run: starting ffmpeg costs more than decoding a short track. */
  batchSize: number;
  /** ffmpeg runs at once. */
  runs: number;
  /**
   * How long a file may wait for others to share its run when fewer than `batchSize` wait: a server's uploads
   * arrive one by one, and each run it saves is a start of ffmpeg. 0 (the default) starts at once.
   */
  lingerMs?: number;
}

interface Waiting {
  path: string;
  /** performance.now() when it was asked for. */
  since: number;
  resolve: (analysis: AudioAnalysis) => void;
  reject: (error: unknown) => void;
}

/**
 * analyzeAudio through a queue: files asked for while every run is busy (or in the same tick) go together in the
 * next run, up to `batchSize` of them, at most `runs` runs at once; with `lingerMs`, fewer than `batchSize` files
 * wait up to that long for others before their run starts. A list asked for at once is read `batchSize` to a run.
 * Each file gets what analyzing it alone gives: a batch that cannot run (a file gone, no ffmpeg) is tried again
 * file by file, so one file's failure rejects only that file.
 */
export function createAudioAnalyzer({ silence = {}, batchSize, runs, lingerMs = 0 }: AudioAnalyzerOptions): (path: string) => Promise<AudioAnalysis> {
  const waiting: Waiting[] = [];
  let running = 0;
  let scheduled = false;
  let lingering: NodeJS.Timeout | undefined;

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
      const wait = waiting.length < batchSize ? waiting[0]!.since + lingerMs - performance.now() : 0;
      if (wait > 0) {
        lingering ??= setTimeout(() => {
          lingering = undefined;
          pump();
        }, wait);
        return;
      }
      running += 1;
      void settle(waiting.splice(0, batchSize)).finally(() => {
        running -= 1;
        pump();
      });
    }
  };

  return (path) =>
    new Promise<AudioAnalysis>((resolve, reject) => {
      waiting.push({ path, since: performance.now(), resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
