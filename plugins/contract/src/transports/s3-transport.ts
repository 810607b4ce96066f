import { createReadStream } from 'node:fs';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkRelativePath, type Transport } from '../batch/transport';
import { SharedConnection } from './shared-connection';

/** The AWS SDK, loaded when a bucket is first used: most processes that load this module never use one. */
const sdk = () => import('@aws-sdk/client-s3');

export interface S3TransportOptions {
  bucket: string;
  /** A key prefix everything goes under, like a folder (`releases/incoming`); none by default. */
  prefix?: string;
  /** Default us-east-1. */
  region?: string;
  /** An S3-compatible server instead of AWS, e.g. `http://127.0.0.1:9000`. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>`; most S3-compatible servers need it. */
  forcePathStyle?: boolean;
  /** Without them, the AWS SDK's own chain (environment, profile, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Size of each part when a file goes up in several (default 8 MiB; S3's minimum is 5 MiB). */
  partSizeBytes?: number;
}

/**
 * A transport to a bucket, under a key prefix. An object appears only once it is complete (a single PUT, or the
 * completion of a multipart upload), so files are written straight to their keys. Local files are streamed, in
 * parts of `partSizeBytes` uploaded four at a time.
 */
export class S3Transport implements Transport {
  readonly kind = 's3' as const;
  readonly bucket: string;
  readonly prefix: string;
  private readonly options: S3TransportOptions;
  private readonly client = new SharedConnection<S3Client>(
    async () =>
      new (await sdk()).S3Client({
        region: this.options.region ?? 'us-east-1',
        ...(this.options.endpoint && { endpoint: this.options.endpoint }),
        ...(this.options.forcePathStyle !== undefined && { forcePathStyle: this.options.forcePathStyle }),
        ...(this.options.credentials && { credentials: this.options.credentials }),
      }),
    async (client) => client.destroy(),
  );

  constructor(options: S3TransportOptions) {
    if (!options.bucket || options.bucket.includes('/')) throw new RangeError(`Not a bucket name: ${JSON.stringify(options.bucket)}`);
    this.options = options;
    this.bucket = options.bucket;
    this.prefix = checkRelativePath((options.prefix ?? '').replace(/^\/+/, '')).join('/');
  }

  async put(relativePath: string, source: string | Buffer): Promise<void> {
    const segments = checkRelativePath(relativePath);
    if (segments.length === 0) throw new RangeError('put needs a file path');
    const Key = this.key(segments);
    await this.client.use(async (client) => {
      if (Buffer.isBuffer(source)) {
        await client.send(new (await sdk()).PutObjectCommand({ Bucket: this.bucket, Key, Body: source, ContentLength: source.length }));
        return;
      }
      const { Upload } = await import('@aws-sdk/lib-storage');
      const upload = new Upload({
        client,
        params: { Bucket: this.bucket, Key, Body: createReadStream(source) },
        partSize: this.options.partSizeBytes ?? 8 * 1024 * 1024,
        queueSize: 4,
        leavePartsOnError: false,
      });
      await upload.done();
    });
  }

  /** Names directly under a "folder": objects, and the sub-folders their keys imply. */
  async list(relativeDir: string): Promise<string[]> {
    const dir = this.key(checkRelativePath(relativeDir));
    const Prefix = dir ? `${dir}/` : '';
    const { ListObjectsV2Command } = await sdk();
    return this.client.use(async (client) => {
      const names = new Set<string>();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix, Delimiter: '/', ContinuationToken }));
        for (const folder of page.CommonPrefixes ?? []) if (folder.Prefix) names.add(folder.Prefix.slice(Prefix.length, -1));
        for (const object of page.Contents ?? []) if (object.Key) names.add(object.Key.slice(Prefix.length));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      names.delete(''); // a "folder marker" object, as some consoles create
      return [...names].sort();
    });
  }

  async read(relativePath: string): Promise<Buffer> {
    const Key = this.key(checkRelativePath(relativePath));
    const { GetObjectCommand } = await sdk();
    return this.client.use(async (client) => {
      const object = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      if (!object.Body) throw new Error(`s3://${this.bucket}/${Key} has no body`);
      return Buffer.from(await object.Body.transformToByteArray());
    });
  }

  /** `s3://bucket/prefix/path`. */
  location(relativePath: string): string {
    const key = this.key(checkRelativePath(relativePath));
    return `s3://${this.bucket}${key ? `/${key}` : ''}`;
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private key(segments: string[]): string {
    return [this.prefix, ...segments].filter(Boolean).join('/');
  }
}
