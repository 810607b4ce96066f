import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';
import { checkProgress, ProgressBar, progressLine } from './progress-bar';

function stream(isTTY: boolean) {
  const output = new PassThrough();
  let written = '';
  output.on('data', (chunk: Buffer) => (written += chunk.toString()));
  Object.assign(output, { isTTY });
  return { stream: output as unknown as NodeJS.WriteStream, written: () => written };
}

describe('progress', () => {
  it('draws the share of bytes sent, the releases done and the sizes', () => {
    expect(progressLine({ bytesDone: 512 * 1024, bytesTotal: 2 * 1024 * 1024, releasesDone: 1, releasesTotal: 4 })).toBe(
      '[#######---------------------]  25%  1/4 releases  512.0 KB of 2.0 MB',
    );
    expect(progressLine({ bytesDone: 0, bytesTotal: 0, releasesDone: 0, releasesTotal: 0 })).toMatch(/^\[#{28}\] 100%/);
  });

  it('writes a line per release where there is no terminal (a CI log), and redraws in place on one', () => {
    const log = stream(false);
    const bar = new ProgressBar(log.stream, { bytes: 100, releases: 2 });
    bar.addBytes(50);
    bar.releaseDone('First Light');
    bar.finish();
    expect(log.written()).toBe('[##############--------------]  50%  1/2 releases  50 B of 100 B  First Light\n');

    const terminal = stream(true);
    const live = new ProgressBar(terminal.stream, { bytes: 100, releases: 1 });
    live.addBytes(100);
    live.releaseDone('Only');
    live.finish();
    expect(terminal.written()).toMatch(/^\r\[#{28}\] 100%.*\r\[#{28}\] 100% {2}1\/1 releases {2}100 B of 100 B\n$/s);
  });

  it('names sizes in binary units', () => {
    expect([formatBytes(0), formatBytes(1023), formatBytes(1536), formatBytes(5 * 1024 ** 3)]).toEqual(['0 B', '1023 B', '1.5 KB', '5.0 GB']);
  });

  it('says how the checking goes on a terminal, and how long it took anywhere', () => {
    const log = stream(false);
    const quiet = checkProgress(log.stream);
    quiet.file(1, 2);
    quiet.done(2, 1234);
    expect(log.written()).toBe('Checked 2 files in 1.2 s.\n');
    const terminal = stream(true);
    const live = checkProgress(terminal.stream);
    live.file(2, 2);
    live.done(2, 50);
    expect(terminal.written()).toBe('\rChecking files: 2/2\rChecked 2 files in 0.1 s.\n');
  });
});
