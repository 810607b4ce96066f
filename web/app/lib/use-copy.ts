import { useState, type RefObject } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copying a field's value to the clipboard, and how it went. Without a clipboard (an insecure context, permission
 * refused) the field is left selected, so Ctrl+C works.
 */
export function useCopy(field: RefObject<HTMLInputElement>) {
  const [state, setState] = useState<CopyState>('idle');
  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      field.current?.select();
      setState('failed');
    }
  }
  return { state, setState, copy };
}
