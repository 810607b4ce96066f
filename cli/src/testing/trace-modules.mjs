// `node --import <this file>`: appends every module the process resolves to the file $SLIPCASE_TRACE_MODULES,
// one URL a line (the CLI's start-up test reads it).
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.SLIPCASE_TRACE_MODULES, resolved.url + '\\n');
  return resolved;
}`)}`,
);
