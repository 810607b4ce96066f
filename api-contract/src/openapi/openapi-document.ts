import { API_SCOPES, type ApiScope } from '@slipcase/domain';
import type { z } from 'zod';
import { RECORD_ID_PATTERN } from '../clean-input';
import { errorBodySchema } from '../problem-schemas';
import { jsonSchemaOf, type JsonObject } from './json-schema';
import { linksOf } from './links';
import type { HeaderSpec, HttpMethod, OperationDoc, ResponseSpec, UploadAccept } from './operation-doc';
import { PLAIN_OPERATIONS, type PlainOperation } from './plain-operations';

/** The OpenAPI 3.1 document of `/v1` (decision 018). */

const REFUSALS: Record<number, string> = {
  400: 'A problem with the call: every problem in `errors`, the first (or a summary) in `error`',
  401: 'No valid token or session (`token_invalid`, `auth_failed`)',
  403: 'A blocked account, a scope the token lacks (`scope_missing`), or a plan’s limit',
  404: 'Not found: nothing of this id belongs to the caller',
  409: 'Not possible in the release’s current status (`invalid_transition`), or in conflict with stored data',
  413: 'The body is too large (`audio_too_large`, `image_too_large`)',
  422: 'The file was read and refused by the upload rules',
  429: 'Past the per-minute rate limit (`rate_limited`); try again after `Retry-After` seconds',
  500: 'Something failed on the server',
};

const EVERY_CALL = [401, 403, 429, 500];

function refusalResponse(status: number): JsonObject {
  return {
    description: REFUSALS[status] ?? 'A refusal',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    ...(status === 429 && { headers: { 'Retry-After': { description: 'Seconds until the limit’s window ends', schema: { type: 'integer' } } } }),
  };
}

function contentOf(spec: ResponseSpec): JsonObject | undefined {
  if (spec.media) return Object.fromEntries(spec.media.map((type) => [type, {}]));
  return spec.schema && { 'application/json': { schema: jsonSchemaOf(spec.schema, 'output') } };
}

function responseHeaders(headers: readonly HeaderSpec[]): JsonObject {
  return Object.fromEntries(headers.map((header) => [header.name, { description: header.description, schema: jsonSchemaOf(header.schema, 'output') }]));
}

function responsesOf(responses: Readonly<Record<number, ResponseSpec>>, refusals: readonly number[]): JsonObject {
  const answers: JsonObject = {};
  for (const [status, spec] of Object.entries(responses)) {
    const content = contentOf(spec);
    answers[status] = {
      description: spec.description,
      ...(spec.headers && { headers: responseHeaders(spec.headers) }),
      ...(content && { content }),
    };
  }
  for (const status of [...new Set([...refusals, ...EVERY_CALL])].sort((a, b) => a - b)) answers[status] = { $ref: `#/components/responses/${status}` };
  return answers;
}

/**
 * Path parameters: those the operation declares (`params`, e.g. a statement's period) with their schema; every other
 * one is a record's id, and one of another shape names nothing (404), one with a control character is a 400.
 */
function pathParameters(path: string, params: z.ZodType | undefined): JsonObject[] {
  const properties = params ? ((jsonSchemaOf(params, 'input') as { properties?: Record<string, JsonObject> }).properties ?? {}) : {};
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => {
    const declared = properties[name];
    if (!declared) return { name, in: 'path', required: true, schema: { type: 'string', pattern: RECORD_ID_PATTERN.source } };
    const { description, ...schema } = declared;
    return { name, in: 'path', required: true, ...(description !== undefined && { description }), schema };
  });
}

function queryParameters(query: z.ZodType | undefined): JsonObject[] {
  if (!query) return [];
  const schema = jsonSchemaOf(query, 'input') as { properties?: Record<string, JsonObject>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: 'query', required: schema.required?.includes(name) ?? false, ...(description !== undefined && { description }), schema: rest };
  });
}

/**
 * The media types a file of the kind may be sent as: any of its family (`audio/*`), as the server reads the real
 * format from the bytes and never trusts the Content-Type; the formats it takes are the request body's words.
 */
function fileContent(accept: UploadAccept, kind: keyof UploadAccept): JsonObject {
  const families = accept[kind].split(',').filter((type) => type.includes('/')).map((type) => `${type.split('/')[0]}/*`);
  return Object.fromEntries([...new Set(families), 'application/octet-stream'].map((type) => [type, {}]));
}

/** What the bytes of a file of the kind must be, in words (no schema can say it): refused with 422 otherwise. */
function fileWords(accept: UploadAccept, kind: keyof UploadAccept): string {
  const types = accept[kind].split(',').filter((type) => type.includes('/'));
  return `The file's bytes, read as one of ${types.join(', ')} whatever the Content-Type says; anything else, or a file the upload rules refuse (size, length, dimensions), is a 422.`;
}

/** A form of one JSON field and files (OpenAPI 3.1 §4.8.14: each part's media type in `encoding`). */
function formContent(accept: UploadAccept, { json, files }: NonNullable<OperationDoc['form']>): JsonObject {
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: [json.name, files.name],
    properties: {
      [json.name]: jsonSchemaOf(json.schema, 'input'),
      [files.name]: { type: 'array', minItems: 1, items: { type: 'string', contentMediaType: 'application/octet-stream' } },
    },
  };
  const fileTypes = Object.keys(fileContent(accept, files.kind)).join(', ');
  return { 'multipart/form-data': { schema, encoding: { [json.name]: { contentType: 'application/json' }, [files.name]: { contentType: fileTypes } } } };
}

/** A form of text fields and files of any kind (a repeated field is a repeated part: OpenAPI 3.1 §4.8.14.4). */
function uploadContent({ fields, files }: NonNullable<OperationDoc['upload']>): JsonObject {
  const texts = jsonSchemaOf(fields, 'input') as { properties?: JsonObject; required?: string[] };
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: [...(texts.required ?? []), files.name],
    properties: { ...texts.properties, [files.name]: { type: 'array', minItems: 1, items: { type: 'string', contentMediaType: 'application/octet-stream' } } },
  };
  return { 'multipart/form-data': { schema, encoding: { [files.name]: { contentType: 'application/octet-stream' } } } };
}

function requestBodyOf(operation: OperationDoc, accept: UploadAccept): JsonObject | undefined {
  if (operation.upload) return { description: operation.upload.files.description, required: true, content: uploadContent(operation.upload) };
  if (operation.file) return { description: fileWords(accept, operation.file), required: true, content: fileContent(accept, operation.file) };
  if (operation.form) return { description: fileWords(accept, operation.form.files.kind), required: true, content: formContent(accept, operation.form) };
  if (!operation.body) return undefined;
  return {
    required: !operation.body.safeParse({}).success,
    content: { 'application/json': { schema: jsonSchemaOf(operation.body, 'input') } },
  };
}

function securityOf(scope: ApiScope | null): JsonObject {
  if (scope === null) return { security: [] };
  return {
    security: [{ bearerToken: [scope] }, { session: [] }],
    'x-scope': scope,
  };
}

function describe(description: string | undefined, scope: ApiScope | null): string {
  const needs = scope === null ? 'Public: no token needed.' : `Needs the \`${scope}\` scope.`;
  return [description, needs].filter(Boolean).join('\n\n');
}

function operationObject(operation: OperationDoc, accept: UploadAccept, operations: readonly OperationDoc[]): JsonObject {
  const requestBody = requestBodyOf(operation, accept);
  const parameters = [
    ...pathParameters(operation.path, operation.params),
    ...queryParameters(operation.query),
    ...(operation.headers ?? []).map((header) => ({
      name: header.name,
      in: 'header',
      required: false,
      description: header.description,
      schema: jsonSchemaOf(header.schema, 'input'),
    })),
  ];
  return {
    ...operationHead(operation),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses: withLinks(responsesOf(operation.responses, [...operation.refusals, ...(operation.path.includes('{') ? [400, 404] : [])]), linksOf(operation, operations)),
  };
}

/** The links on the answer that carries the new record: its 201, or the 202 of a run started (a statement's import). */
function withLinks(responses: JsonObject, links: JsonObject | undefined): JsonObject {
  if (!links) return responses;
  const status = [201, 202].find((each) => responses[each] !== undefined);
  return status ? { ...responses, [status]: { ...(responses[status] as JsonObject), links } } : responses;
}

function plainOperationObject(operation: PlainOperation): JsonObject {
  const refusals = [...(operation.refusals ?? []), ...(operation.scope === null ? [] : EVERY_CALL)];
  return {
    ...operationHead(operation),
    ...(operation.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(operation.body, 'input') } } } }),
    responses: responsesOf(operation.responses, refusals),
  };
}

/** What every operation object starts with, in the document's key order: its id, tag, words and security. */
function operationHead(operation: PlainOperation): JsonObject {
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: describe(operation.description, operation.scope),
    ...securityOf(operation.scope),
  };
}

const DESCRIPTION = `Slipcase’s API for labels and their pipelines (decision 018): artists, releases, tracks and their files, submission, takedown, reopening and deliveries.

Send a personal access token made at /account/api-tokens as \`Authorization: Bearer slc_…\`; each operation needs one of its scopes (${API_SCOPES.join(', ')}). A browser session works too, with every scope but \`review\` (staff only).

Every refusal is JSON: \`{ "error": { "code", "message", "field" } }\`, with every problem in \`errors\` when there are several. Calls are limited per token per minute: past it, 429 with \`Retry-After\`.

Files are sent as the raw request body with the file's Content-Type; only \`POST /v1/releases/{id}/tracks/batch\`, which adds several tracks at once, takes a \`multipart/form-data\` form.`;

/**
 * The whole document, made from the operations the routes serve (their paths, scopes, and the zod schemas their
 * input is parsed with and their answers are described by); `serverUrl` is where the API answers (the request's
 * origin), `accept` the media types each kind of upload may be sent as.
 */
export function openApiDocument(serverUrl: string, operations: readonly OperationDoc[], accept: UploadAccept): JsonObject {
  const paths: Record<string, JsonObject> = {};
  const add = (path: string, method: HttpMethod, operation: JsonObject) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation };
  };
  for (const operation of PLAIN_OPERATIONS) add(operation.path, operation.method, plainOperationObject(operation));
  for (const operation of operations) add(operation.path, operation.method, operationObject(operation, accept, operations));
  const tags = [...new Set([...PLAIN_OPERATIONS, ...operations].map((operation) => operation.tag))].map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: { title: 'Slipcase API', version: '1', description: DESCRIPTION },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: {
      securitySchemes: {
        bearerToken: { type: 'http', scheme: 'bearer', description: 'A personal access token (`slc_…`), made at /account/api-tokens.' },
        session: { type: 'apiKey', in: 'cookie', name: '__session', description: 'A signed-in browser’s session.' },
      },
      schemas: { Error: jsonSchemaOf(errorBodySchema, 'output') },
      responses: Object.fromEntries(Object.keys(REFUSALS).map((status) => [status, refusalResponse(Number(status))])),
    },
  };
}
