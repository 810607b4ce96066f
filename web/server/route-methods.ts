import { matchRoutes, type AgnosticRouteObject } from '@remix-run/router';
import type { ServerBuild } from '@remix-run/node';
import { allowedMethodsOf } from '../app/lib/allowed-methods';

/** The routes of a build as the router's tree (Remix's own manifest: each route names its parent). */
function routeTree(routes: ServerBuild['routes'], parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      return route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
}

/**
 * The methods the route a path reaches answers (web/app/lib/allowed-methods.ts), from the build's routes, or null
 * when no route matches. A form posts to the deepest route, as Remix sends it.
 */
export function routeMethods(build: Pick<ServerBuild, 'routes'>): (path: string) => string[] | null {
  const tree = routeTree(build.routes);
  return (path) => {
    const matches = matchRoutes(tree, path);
    const leaf = matches?.at(-1);
    const module = leaf?.route.id === undefined ? undefined : build.routes[leaf.route.id]?.module;
    return module ? allowedMethodsOf(module) : null;
  };
}
