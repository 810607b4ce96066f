import { formatBytes } from './format-bytes';

export interface ProgressCounts {
  bytesDone: number;
  bytesTotal: number;
  releasesDone: number;
  releasesTotal: number;
}

const WIDTH = 28;

/** '[##########------------------]  36%  72/200 releases  54.1 MB of 150.0 MB' */
export function progressLine(counts: ProgressCounts): string {
  const fraction = counts.bytesTotal > 0 ? Math.min(1, counts.bytesDone / counts.bytesTotal) : counts.releasesTotal > 0 ? counts.releasesDone / counts.releasesTotal : 1;
  const filled = Math.round(fraction * WIDTH);
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  return `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${percent}  ${counts.releasesDone}/${counts.releasesTotal} releases  ${formatBytes(counts.bytesDone)} of ${formatBytes(counts.bytesTotal)}`;
}

/**
 * A progress bar on a terminal (redrawn in place at most ten times a second), or on anything else (a CI log) a
 * line per finished release, so logs stay readable.
 */
export class ProgressBar {
  private counts: ProgressCounts;
  private lastDraw = 0;

  constructor(
    private readonly stream: NodeJS.WriteStream,
    totals: { bytes: number; releases: number },
  ) {
    this.counts = { bytesDone: 0, bytesTotal: totals.bytes, releasesDone: 0, releasesTotal: totals.releases };
  }

  addBytes(bytes: number): void {
    this.counts.bytesDone += bytes;
    this.draw(false);
  }

  releaseDone(label: string): void {
    this.counts.releasesDone += 1;
    if (this.stream.isTTY) this.draw(true);
    else this.stream.write(`${progressLine(this.counts)}  ${label}\n`);
  }

  finish(): void {
    if (this.stream.isTTY) {
      this.draw(true);
      this.stream.write('\n');
    }
  }

  private draw(force: boolean): void {
    if (!this.stream.isTTY) return;
    const now = Date.now();
    if (!force && now - this.lastDraw < 100) return;
    this.lastDraw = now;
    this.stream.write(`\r${progressLine(this.counts)}`);
  }
}

/** The checking phase: 'Checking files: 312/800' redrawn on a terminal; once done, how long it took, anywhere. */
export function checkProgress(stream: NodeJS.WriteStream): { file: (done: number, total: number) => void; done: (files: number, ms: number) => void } {
  let lastDraw = 0;
  return {
    file(done, total) {
      if (!stream.isTTY || (Date.now() - lastDraw < 100 && done < total)) return;
      lastDraw = Date.now();
      stream.write(`\rChecking files: ${done}/${total}`);
    },
    done(files, ms) {
      stream.write(`${stream.isTTY ? '\r' : ''}Checked ${files} file${files === 1 ? '' : 's'} in ${(ms / 1000).toFixed(1)} s.\n`);
    },
  };
}
