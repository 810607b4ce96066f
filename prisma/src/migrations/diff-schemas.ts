import { defaultSchemaPath } from './migrations-folder';
import { NO_FILTERS, withSchemaEngine } from './schema-engine';

/**
 * The SQL that takes a database from `fromSchema` (null: an empty database) to `toSchema`, both Prisma schema
 * texts. Needs no database. Returns '' when the two agree.
 */
export async function diffSchemas(
  fromSchema: string | null,
  toSchema: string,
  schemaPath: string = defaultSchemaPath(),
): Promise<string> {
  const target = { tag: 'schemaDatamodel' as const, files: [{ path: schemaPath, content: toSchema }] };
  const result = await withSchemaEngine(null, target.files, (engine) =>
    engine.diff({
      from: fromSchema === null ? { tag: 'empty' } : { tag: 'schemaDatamodel', files: [{ path: schemaPath, content: fromSchema }] },
      to: target,
      script: true,
      // With exitCode set the engine reports 2 for a non-empty diff, which tells "no changes" apart reliably.
      exitCode: true,
      filters: NO_FILTERS,
    }),
  );
  return result.exitCode === 2 ? (result.stdout ?? '') : '';
}
