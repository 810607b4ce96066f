import type { FieldError } from '@slipcase/domain';

/** `tracks.2.contributors.1.name` as the track's form names it: `contributors[1].name`; null for another track. */
export function trackFormName(path: string, index: number): string | null {
  const prefix = `tracks.${index}`;
  if (path === prefix) return '';
  if (!path.startsWith(`${prefix}.`)) return null;
  return path.slice(prefix.length + 1).replace(/\.(\d+)(?=\.|$)/g, '[$1]');
}

/** The problems of one track (its index on the release), by its form's field names. */
export function trackErrors(errors: readonly FieldError[], index: number): FieldError[] {
  return errors.flatMap((error) => {
    const name = trackFormName(error.field ?? '', index);
    return name === null ? [] : [{ ...error, field: name }];
  });
}
