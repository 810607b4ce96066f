import type { SavedFile } from './save-file';

/** What a run wrote and what it found already there, file by file. */
export class ExportTally {
  readonly written: string[] = [];
  bytesWritten = 0;
  kept = 0;

  count(path: string, saved: SavedFile): void {
    if (!saved.written) {
      this.kept += 1;
      return;
    }
    this.written.push(path);
    this.bytesWritten += saved.bytes;
  }
}
