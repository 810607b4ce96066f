import { Ajv, type ErrorObject } from 'ajv';
import { DATE_PATTERN, MANIFEST_SCHEMA } from './manifest-schema';
import type { ManifestDocument } from './manifest-types';
import type { Finding, ManifestPath, Params } from './problems';

let compiled: ReturnType<Ajv['compile']> | undefined;

function validator() {
  compiled ??= new Ajv({ allErrors: true, verbose: true, strict: true }).compile<ManifestDocument>(MANIFEST_SCHEMA);
  return compiled;
}

const EXPECTED: Readonly<Record<string, string>> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'an object',
};

/** '/releases/0/tracks/1' → ['releases', 0, 'tracks', 1] (indexes as numbers, as entryOf reads them). */
function pathOf(instancePath: string): (string | number)[] {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** A value as a message quotes it, cut short when long (a whole list given where text was expected). */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? `“${value}”` : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

function findingOf(error: ErrorObject): Finding {
  const path: ManifestPath = pathOf(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const at = (code: Finding['code'], extra: ManifestPath = [], values?: Params, origin: Finding['origin'] = 'schema'): Finding => ({
    path: [...path, ...extra],
    code,
    origin,
    ...(values && { params: values }),
  });
  switch (error.keyword) {
    case 'required':
      return at('required', [String(params.missingProperty)], undefined, 'schema-missing');
    case 'additionalProperties':
      return at('unknown_field', [String(params.additionalProperty)], { name: String(params.additionalProperty) });
    case 'enum':
      return at('not_in_list', [], { value: String(error.data), allowed: (params.allowedValues as string[]).join(', ') });
    case 'type':
      return at('wrong_type', [], { expected: EXPECTED[String(params.type)] ?? String(params.type), value: shown(error.data) });
    case 'pattern':
      return at(params.pattern === DATE_PATTERN ? 'invalid_date' : 'invalid_input');
    case 'minimum':
      return at('too_small', [], { min: Number(params.limit) });
    default:
      return at('invalid_input');
  }
}

/** What the manifest's JSON Schema finds wrong with a document, every error at once. */
export function checkSchema(document: unknown): Finding[] {
  const validate = validator();
  if (validate(document)) return [];
  return (validate.errors ?? []).map(findingOf);
}

/** Whether a document has the schema's shape (its values may still break the domain's rules). */
export function matchesSchema(document: unknown): document is ManifestDocument {
  return validator()(document) === true;
}
