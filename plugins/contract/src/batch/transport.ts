/**
 * Where a batch goes: a local folder, an SFTP server, an S3-style bucket. Paths are relative to the transport's
 * root and always use `/`.
 */
export interface Transport {
  readonly kind: 'folder' | 'sftp' | 's3';
  /** Stores a file; `source` is the path of a local file, or the bytes themselves. Replaces what was there. */
  put(relativePath: string, source: string | Buffer): Promise<void>;
  /** Names of the entries in a folder (for acknowledgements the store writes back); empty when it does not exist. */
  list?(relativeDir: string): Promise<string[]>;
  read?(relativePath: string): Promise<Buffer>;
  /** Where a path lands, for people: a folder path, an sftp:// or s3:// URL. */
  location(relativePath: string): string;
  /**
   * Lets go of any connection once the operations in flight are done; the next operation opens a new one.
   * Called at the end of every delivery, so a transport shared by several deliveries keeps working.
   */
  close?(): Promise<void>;
}

/** Rejects paths that could leave the transport's root. */
export function checkRelativePath(relativePath: string): string[] {
  const segments = relativePath.split('/');
  if (relativePath.startsWith('/') || relativePath.includes('\\') || segments.some((s) => s === '..' || s === '.')) {
    throw new RangeError(`Not a relative path inside the transport: ${JSON.stringify(relativePath)}`);
  }
  return segments.filter((segment) => segment !== '');
}
