/** A file of the export, as `catalogue.json` lists it. */
export interface CatalogueFile {
  /** Relative to the export's folder: `<UPC>/resources/<UPC>_01_01.flac`. */
  path: string;
  kind: 'message' | 'artwork' | 'audio';
  sha256: string;
  bytes: number;
  /** An audio file's track. */
  track?: { number: number; title: string; isrc: string };
}

/** A release of the export, as `catalogue.json` lists it. */
export interface CatalogueRelease {
  id: string;
  upc: string;
  title: string;
  artist: string;
  type: string;
  status: string;
  releaseDate: string;
  /** Its ERN 4.3 message, `<UPC>/<UPC>.xml`; null while the release cannot make one (a draft without a cover). */
  message: string | null;
  /** Why there is no message. */
  messageProblems?: string[];
  files: CatalogueFile[];
}

/** `<dir>/catalogue.json`: every release exported, its status, files and their SHA-256; and the ledger. */
export interface Catalogue {
  releases: CatalogueRelease[];
  royalties: { path: string; sha256: string; bytes: number };
}

export interface ExportFailure {
  releaseId: string;
  title: string;
  code: string;
  message: string;
}

/** What `slipcase export` did, as `--json` prints it. */
export interface ExportReport {
  dir: string;
  releases: CatalogueRelease[];
  /** Files this run wrote, relative to `dir`. */
  written: string[];
  bytesWritten: number;
  /** Files already there with the right SHA-256 (or the same content), left alone. */
  kept: number;
  /** Releases that could not be exported this time: a re-run fetches what they miss. */
  failed: ExportFailure[];
}
