import type { JsonObject } from './json-schema';
import type { OperationDoc } from './operation-doc';

/**
 * OpenAPI links (3.1 §4.8.20) from each operation that makes a record to every operation that takes its id: the
 * new id from the answer, the other path parameters from the request (a track's release). A client generator or
 * a stateful test walks the lifecycle by them: create a release → add its tracks → submit it.
 */
export function linksOf(operation: OperationDoc, operations: readonly OperationDoc[]): JsonObject | undefined {
  const { creates } = operation;
  if (!creates) return undefined;
  const under = creates.at;
  const param = /\{(\w+)\}$/.exec(under)?.[1];
  const known = new Set([param, ...[...operation.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)]);
  // Only where every other parameter comes from the request (a track's release), none left to guess.
  const targets = operations.filter(
    (other) =>
      (other.path === under || other.path.startsWith(`${under}/`)) && [...other.path.matchAll(/\{(\w+)\}/g)].every(([, name]) => known.has(name)),
  );
  if (targets.length === 0) return undefined;
  const links = Object.fromEntries(
    targets.map((target) => {
      const parameters = Object.fromEntries(
        [...target.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [
          name,
          name === param ? `$response.body#${creates.pointer}` : `$request.path.${name}`,
        ]),
      );
      return [target.operationId, { operationId: target.operationId, parameters }];
    }),
  );
  return links;
}
