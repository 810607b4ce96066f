import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { AppError, type ErrorCode } from '@slipcase/domain';
import { InvalidInputError, type InputProblem } from '../invalid-input';
import type { Remote } from './credentials';

/** The error shape of every `/v1` answer that failed (decision 018). */
interface ApiErrorBody {
  error?: { code?: string; message?: string; field?: string };
  errors?: InputProblem[];
}

export interface RequestOptions {
  json?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** Sent as `Idempotency-Key`: a POST with one may be sent again after a network cut. */
  idempotencyKey?: string;
}

export interface UploadOptions extends Omit<RequestOptions, 'json'> {
  contentType: string;
  /** Bytes sent so far and the file's size, as the body streams. */
  onProgress?: (sent: number, total: number) => void;
}

type RequestBody = { body: string | ReadableStream<Uint8Array> | FormData | undefined; headers: Record<string, string> };

const RETRY_STATUSES = new Set([502, 503, 504]);
const DEFAULT_ATTEMPTS = 5;
const MAX_WAIT_SECONDS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The CLI's side of `/v1`: bearer-token calls, answers parsed, the API's errors turned back into the AppError
 * (or, with every field's problem, the InvalidInputError) the command would have met locally, so exit codes
 * and messages are the same either way. Rate-limited calls wait for `Retry-After`; calls safe to repeat (not a
 * POST without an idempotency key) are tried again after a network cut or a gateway error.
 */
export class ApiClient {
  constructor(
    readonly remote: Remote,
    private readonly options: { fetch?: typeof fetch; attempts?: number } = {},
  ) {}

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return (await this.requestWithStatus<T>(method, path, options)).body;
  }

  /** The answer with its status: a replayed idempotent POST answers 200 where a new one answers 201. */
  async requestWithStatus<T>(method: string, path: string, options: RequestOptions = {}): Promise<{ status: number; body: T }> {
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    const headers = { ...(body !== undefined && { 'Content-Type': 'application/json' }), ...options.headers };
    return this.send<T>(method, path, options, () => ({ body, headers }));
  }

  /** Streams a file from disk as the request's body; never reads it whole. */
  async upload<T>(method: string, path: string, file: string, options: UploadOptions): Promise<T> {
    const { size } = await stat(file);
    const answer = await this.send<T>(method, path, options, () => {
      let sent = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          sent += chunk.length;
          options.onProgress?.(sent, size);
          done(null, chunk);
        },
      });
      const stream = createReadStream(file).pipe(counter);
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        headers: { 'Content-Type': options.contentType, 'Content-Length': String(size), ...options.headers },
      };
    });
    return answer.body;
  }

  /**
   * Sends a `multipart/form-data` form; file-backed parts (`fs.openAsBlob`) are streamed from disk as it goes,
   * never read whole.
   */
  async uploadForm<T>(method: string, path: string, form: FormData, options: Omit<RequestOptions, 'json'> = {}): Promise<T> {
    return (await this.send<T>(method, path, options, () => ({ body: form, headers: { ...options.headers } }))).body;
  }

  /**
   * A GET whose answer is no JSON (a stored file, XML, CSV): the response with its body unread, for the caller
   * to stream; a refusal is thrown as `request` throws it.
   */
  async download(path: string, options: Omit<RequestOptions, 'json'> = {}): Promise<Response> {
    const response = await this.respond('GET', path, options, () => ({ body: undefined, headers: { Accept: '*/*', ...options.headers } }));
    if (!response.ok) await this.read(response);
    return response;
  }

  private url(path: string, query: RequestOptions['query']): string {
    const url = new URL(`/v1/${path.replace(/^\/+/, '')}`, this.remote.url);
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  private async send<T>(method: string, path: string, options: RequestOptions, makeBody: () => RequestBody): Promise<{ status: number; body: T }> {
    const response = await this.respond(method, path, options, makeBody);
    return { status: response.status, body: await this.read<T>(response) };
  }

  private async respond(method: string, path: string, options: RequestOptions, makeBody: () => RequestBody): Promise<Response> {
    const repeatable = method !== 'POST' || options.idempotencyKey !== undefined;
    const attempts = this.options.attempts ?? DEFAULT_ATTEMPTS;
    const fetchImpl = this.options.fetch ?? fetch;
    for (let attempt = 1; ; attempt += 1) {
      const { body, headers } = makeBody();
      let response: Response;
      try {
        response = await fetchImpl(this.url(path, options.query), {
          method,
          body,
          headers: {
            Accept: 'application/json',
            Authorization: `Bearer ${this.remote.token}`,
            ...(options.idempotencyKey && { 'Idempotency-Key': options.idempotencyKey }),
            ...headers,
          },
          ...(body instanceof ReadableStream && { duplex: 'half' }),
        } as RequestInit);
      } catch (error) {
        if (repeatable && attempt < attempts) {
          await sleep(backoffMs(attempt));
          continue;
        }
        throw new AppError('network_error', undefined, {}, `Cannot reach ${this.remote.url}: ${(error as Error).message}`);
      }
      if (response.status === 429 && attempt < attempts) {
        await sleep(Math.min(Number(response.headers.get('Retry-After')) || 1, MAX_WAIT_SECONDS) * 1000);
        continue;
      }
      if (RETRY_STATUSES.has(response.status) && repeatable && attempt < attempts) {
        await sleep(backoffMs(attempt));
        continue;
      }
      return response;
    }
  }

  private async read<T>(response: Response): Promise<T> {
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: a proxy's error page, say; reported by status below.
    }
    if (response.ok) return parsed as T;
    const { error, errors } = (parsed ?? {}) as ApiErrorBody;
    // Problems of fields are the input's (exit 5); without a field (a plan's limit) the headline says what it is.
    if (errors && errors.length > 0 && errors.every((problem) => problem.field)) throw new InvalidInputError(errors);
    if (error?.code) throw new AppError(error.code as ErrorCode, error.field, {}, error.message ?? error.code);
    throw new AppError('server_error', undefined, {}, `${this.remote.url} answered ${response.status} ${response.statusText}`.trim());
  }
}

/** 1 s, 2 s, 4 s… with jitter, so many uploads cut at once do not come back at once. */
function backoffMs(attempt: number): number {
  return Math.min(2 ** (attempt - 1) * 1000, 15_000) * (0.75 + Math.random() * 0.5);
}
