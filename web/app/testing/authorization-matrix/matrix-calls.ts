import { routeOperations, type ApiOperation } from '../../server/api/operation.server';
import { outcomeOf, type Outcome } from './matrix-callers';

type Handler = (args: { request: Request; params: Record<string, string | undefined>; context: Record<string, unknown> }) => unknown;
export interface RouteModule {
  loader?: Handler;
  action?: Handler;
}

/** One row of the matrix: a page's loader or action, or a /v1 operation, and how to call it. */
export interface MatrixRow {
  /** `page <file> loader`, `page <file> action`, `v1 <operationId>`. */
  name: string;
  call: (cookie: string | null, ids: Ids) => Promise<Outcome>;
}

/** The records the matrix calls about: the PRO account's release, its track and artist. */
export interface Ids {
  id: string;
  trackId: string;
  artistId: string;
}

const TIMEOUT_MS = 10_000;

function headersOf(cookie: string | null, extra: Record<string, string> = {}): Headers {
  return new Headers({ Origin: 'http://localhost', ...(cookie && { Cookie: cookie }), ...extra });
}

async function settled(result: unknown): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), TIMEOUT_MS);
  });
  try {
    return await Promise.race([outcomeOf(result), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The URL path and params of a route file's name (`distributions.$id_.media` → `/distributions/<id>/media`). */
function pageTarget(file: string, ids: Ids): { path: string; params: Record<string, string> } {
  const values: Record<string, string> = { id: ids.id, trackId: ids.trackId, key: 'no-such-key', provider: 'google', file: 'feed.xml', step: '1' };
  const params: Record<string, string> = {};
  const segments = file
    .replace(/\[\.\]/g, '.')
    .split(/\.(?![^[]*\])/)
    .filter((segment) => segment !== '_index' && segment !== '')
    .map((segment) => segment.replace(/_$/, ''))
    .map((segment) => {
      if (segment === '$') return (params['*'] = 'no/such/page');
      if (!segment.startsWith('$')) return segment;
      const name = segment.slice(1);
      return (params[name] = values[name] ?? 'unknown');
    });
  return { path: `/${segments.join('/')}`.replace('feed/xml', 'feed.xml'), params };
}

export function pageRows(file: string, module: RouteModule): MatrixRow[] {
  const rows: MatrixRow[] = [];
  const { loader, action } = module;
  if (loader) {
    rows.push({
      name: `page ${file} loader`,
      call: (cookie, ids) => {
        const { path, params } = pageTarget(file, ids);
        return settled(loader({ request: new Request(`http://localhost${path}`, { headers: headersOf(cookie) }), params, context: {} }));
      },
    });
  }
  if (action) {
    rows.push({
      name: `page ${file} action`,
      call: (cookie, ids) => {
        const { path, params } = pageTarget(file, ids);
        const body = new FormData();
        body.set('matrix', 'probe');
        const request = new Request(`http://localhost${path}`, { method: 'POST', headers: headersOf(cookie), body });
        return settled(action({ request, params, context: {} }));
      },
    });
  }
  return rows;
}

function operationRow(operation: ApiOperation, handler: Handler): MatrixRow {
  return {
    name: `v1 ${operation.operationId}`,
    call: (cookie, ids) => {
      const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: keyof Ids) => ids[name] ?? 'unknown');
      const params = Object.fromEntries([...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, ids[name as keyof Ids] ?? 'unknown']));
      const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
      const init: RequestInit = { method: operation.method, headers: headersOf(cookie, hasBody ? { 'Content-Type': 'application/json' } : {}) };
      if (hasBody) init.body = '{}';
      return settled(handler({ request: new Request(`http://localhost${path}`, init), params: params as Record<string, string>, context: {} }));
    },
  };
}

/** A /v1 route module serves its operations through one handler; one that serves none is a page-like resource. */
export function v1Rows(file: string, module: RouteModule): MatrixRow[] {
  const operations = routeOperations(module.loader);
  if (operations.length === 0) return pageRows(file, module);
  return operations.map((operation) => operationRow(operation, module.loader as Handler));
}
