import type { ApiScope } from '@slipcase/domain';
import type { z } from 'zod';

/** What the OpenAPI document of `/v1` (decision 018) reads of one operation the routes serve. */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HeaderSpec {
  name: string;
  description: string;
  schema: z.ZodType;
}

export interface ResponseSpec {
  description: string;
  /** The JSON body; none for an empty answer. */
  schema?: z.ZodType;
  /** Instead of JSON, a body of one of these media types (a stored file, XML, CSV). */
  media?: readonly string[];
  /** Headers the answer carries. */
  headers?: readonly HeaderSpec[];
}

/** The kinds of file an upload may carry, and the media types each may be sent as (comma-separated, as `accept`). */
export type UploadAccept = Readonly<Record<'audio' | 'artwork', string>>;

export interface OperationDoc {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI's form: `/v1/releases/{id}`. */
  path: `/v1/${string}`;
  scope: ApiScope;
  tag: string;
  summary: string;
  description?: string;
  body?: z.ZodType;
  file?: keyof UploadAccept;
  form?: { json: { name: string; schema: z.ZodType }; files: { name: string; kind: keyof UploadAccept } };
  /** A `multipart/form-data` body of text fields (an object schema of them) and files of any kind, `files.name` parts in order. */
  upload?: { fields: z.ZodType; files: { name: string; description: string } };
  query?: z.ZodType;
  /** The path's parameters, when they are more than any text: an object schema of them (a pattern, say). */
  params?: z.ZodType;
  headers?: readonly HeaderSpec[];
  responses: Readonly<Record<number, ResponseSpec>>;
  /** The statuses of its own refusals (401, 403 and 429 go for every operation). */
  refusals: readonly number[];
  /**
   * What it makes: the path of the new record (its id the last parameter) and where the answer holds the id (a
   * JSON pointer into the body). The document links it to every operation at or under that path (OpenAPI links).
   */
  creates?: { at: `/v1/${string}}`; pointer: `/${string}` };
}
