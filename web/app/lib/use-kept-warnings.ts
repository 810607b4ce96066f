import { useEffect, useState } from 'react';

/**
 * The last action's warnings, kept while the page stays open: a page that polls reloads its data a moment after a
 * submission, which clears the action's data, and a warning shown for one second is not read.
 */
export function useKeptWarnings(warnings: string[] | undefined): string[] {
  const [kept, setKept] = useState<string[]>([]);
  useEffect(() => {
    if (warnings?.length) setKept(warnings);
  }, [warnings]);
  return warnings?.length ? warnings : kept;
}
