/**
 * The methods a route module answers, for the `Allow` of a 405 (RFC 9110 §15.5.6). By default a module with a
 * loader (or a page) is read with GET and HEAD and one with an action takes POST; a loader or action that decides
 * itself (a `/v1` route serving several operations, the other half of a read-only path) says so on the function.
 */
const KEY = 'allowedMethods';

type RouteHandler = (...args: never[]) => unknown;

export function withAllowedMethods<F extends RouteHandler>(handler: F, methods: readonly string[]): F {
  return Object.assign(handler, { [KEY]: methods });
}

function declared(handler: unknown): readonly string[] | undefined {
  return typeof handler === 'function' ? ((handler as unknown as Record<string, unknown>)[KEY] as readonly string[] | undefined) : undefined;
}

export interface RouteModuleShape {
  loader?: unknown;
  action?: unknown;
  default?: unknown;
}

/** What the module answers, GET first; HEAD goes with GET. */
export function allowedMethodsOf(module: RouteModuleShape): string[] {
  const own = declared(module.loader) ?? declared(module.action);
  const methods = new Set(own ?? [...(module.loader || module.default ? ['GET'] : []), ...(module.action ? ['POST'] : [])]);
  if (methods.has('GET')) methods.add('HEAD');
  const order = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
  return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
