import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { allowedMethodsOf } from '../../lib/allowed-methods';
import { loader as documentLoader } from '../../routes/v1.openapi[.]json';
import { routeOperations } from './operation.server';
import { openApiDocument } from './openapi.server';
// The OpenAPI Initiative's schema of OpenAPI 3.1 documents (https://spec.openapis.org/oas/3.1/schema/2022-10-07).
import openApiMetaSchema from './openapi-3.1.schema.json';

type JsonObject = Record<string, unknown>;
type Operations = Record<string, JsonObject>;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

// 000 §7's sign-in calls and the session-only activity feed are the web app's, not the token API's; signing in
// itself is documented (its payload is the specification's).
const NOT_DOCUMENTED = [/^v1\.auth\.(?!login\.ts$)/, /^v1\.api\.user\.activity\./];

const routeModules = import.meta.glob<{ loader?: unknown; action?: unknown }>(['../../routes/v1.*.ts', '!../../routes/v1.*.test.ts']);

/** A flat route file's URL in OpenAPI's form: `v1.releases.$id.tracks.ts` → `/v1/releases/{id}/tracks`, `$period[.]csv` → `{period}.csv`. */
function pathOfRouteFile(file: string): string {
  const name = file.replace(/^.*\//, '').replace(/\.tsx?$/, '');
  const segments = name.replaceAll('[.]', '\u0000').split('.');
  return `/${segments.map((segment) => segment.replaceAll('\u0000', '.').replace(/_$/, '').replace(/^\$(\w+)/, '{$1}')).join('/')}`;
}

/** `GET /v1/releases`… for each operation a route module serves (a plain loader is a GET). */
async function routeMethods(): Promise<string[]> {
  const found: string[] = [];
  for (const [file, load] of Object.entries(routeModules)) {
    if (NOT_DOCUMENTED.some((pattern) => pattern.test(file.replace(/^.*\//, '')))) continue;
    const module = await load();
    const path = pathOfRouteFile(file);
    const served = [...routeOperations(module.loader), ...routeOperations(module.action)];
    // A plain route module: the methods it answers, not its other half that refuses every call (methodNotAllowed).
    if (served.length === 0) found.push(...allowedMethodsOf(module).filter((method) => method !== 'HEAD').map((method) => `${method} ${path}`));
    for (const operation of new Set(served)) {
      expect(operation.path, `${file} serves ${operation.operationId}`).toBe(path);
      found.push(`${operation.method} ${path}`);
    }
  }
  return [...new Set(found)].sort();
}

function documentedMethods(document: JsonObject): string[] {
  const paths = document.paths as Record<string, Operations>;
  return Object.entries(paths)
    .flatMap(([path, item]) => METHODS.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
}

/** Every JSON Schema in the document: request bodies, answers, parameters, components. */
function schemasIn(value: unknown, at = '#'): Array<{ at: string; schema: JsonObject }> {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const here = `${at}/${key}`;
    if (key === 'schema' && typeof child === 'object' && child !== null && !('$ref' in child)) return [{ at: here, schema: child as JsonObject }];
    return schemasIn(child, here);
  });
}

/**
 * The meta-schema with its `$dynamicRef: "#meta"` (a Schema Object) as the plain `$ref` it means when no dialect
 * overrides the anchor: ajv resolves that dynamic reference to the wrong place. The schemas themselves are
 * compiled one by one below.
 */
function withoutDynamicRefs(schema: object): JsonObject {
  return JSON.parse(JSON.stringify(schema).replaceAll('"$dynamicRef":"#meta"', '"$ref":"#/$defs/schema"')) as JsonObject;
}

describe('GET /v1/openapi.json', () => {
  it('is public JSON, a valid OpenAPI 3.1 document', async () => {
    const response = await documentLoader({ request: new Request('http://localhost:3000/v1/openapi.json'), params: {}, context: {} });
    expect(response.status).toBe(200);
    const document = (await response.json()) as JsonObject;
    expect(document).toMatchObject({ openapi: '3.1.0', servers: [{ url: 'http://localhost:3000' }] });

    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    const validate = ajv.compile(withoutDynamicRefs(openApiMetaSchema));
    expect(validate(document), ajv.errorsText(validate.errors)).toBe(true);
    // And the check has teeth: a parameter in a place OpenAPI does not know is refused.
    const broken = { ...document, paths: { '/v1/x': { get: { parameters: [{ name: 'x', in: 'body' }], responses: {} } } } };
    expect(validate(broken)).toBe(false);
  });

  it('holds JSON Schemas (2020-12) that compile, with the error shape every refusal has', () => {
    const document = openApiDocument('http://localhost');
    const schemas = schemasIn(document);
    expect(schemas.length).toBeGreaterThan(40);
    const ajv = new Ajv2020({ strict: true, strictRequired: false, validateFormats: false });
    for (const { at, schema } of schemas) {
      expect(() => ajv.compile(schema), at).not.toThrow();
    }
    const error = ajv.compile((document.components as { schemas: Record<string, JsonObject> }).schemas.Error!);
    expect(error({ error: { code: 'not_found', message: 'Not found.', field: 'id' } })).toBe(true);
    expect(error({ error: { code: 'no_such_code', message: 'x' } })).toBe(false);
  });

  it('names stores only in the fields docs/routes.md lists (“How /v1 names a store”)', () => {
    const names = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === 'properties' && value && typeof value === 'object') Object.keys(value).filter((name) => /store|platform/i.test(name)).forEach((name) => names.add(name));
          walk(value);
        }
      }
    };
    walk(openApiDocument('http://localhost'));
    expect([...names].sort()).toEqual(['droppedStores', 'meetsStoreQuality', 'platforms', 'store', 'storeId', 'storeProfiles', 'storeUrl', 'stores']);
  });

  it('has exactly the operations the /v1 route modules serve, each at its route file’s path', async () => {
    expect(documentedMethods(openApiDocument('http://localhost'))).toEqual(await routeMethods());
  });

  it('names each operation’s scope in its security, the bearer token or a session, and documents its refusals', () => {
    const document = openApiDocument('http://localhost');
    const paths = document.paths as Record<string, Operations>;
    const submit = paths['/v1/releases/{id}/submit']!.post!;
    expect(submit).toMatchObject({ operationId: 'submitRelease', 'x-scope': 'submit', security: [{ bearerToken: ['submit'] }, { session: [] }] });
    expect(Object.keys(submit.responses as JsonObject)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409', '429']));
    expect(paths['/v1/openapi.json']!.get).toMatchObject({ security: [] });
    expect(paths['/v1/releases']!.post).toMatchObject({
      parameters: [expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })],
      requestBody: { required: true, content: { 'application/json': expect.anything() } },
    });
    expect(paths['/v1/releases/{id}/tracks']!.post).toMatchObject({
      parameters: expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'title', in: 'query' }),
        expect.objectContaining({ name: 'X-Filename', in: 'header' }),
      ]),
      requestBody: { required: true, content: expect.objectContaining({ 'audio/*': {}, 'application/octet-stream': {} }) },
    });
    expect(paths['/v1/auth/login']!.post).toMatchObject({
      operationId: 'login',
      security: [],
      requestBody: { required: true, content: { 'application/json': { schema: { required: ['username', 'password', 'captcha'] } } } },
    });
    expect(Object.keys(paths['/v1/auth/login']!.post!.responses as JsonObject)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    const rateLimited = (document.components as { responses: Record<string, JsonObject> }).responses['429'];
    expect(rateLimited).toMatchObject({ headers: { 'Retry-After': expect.anything() } });
  });
});
