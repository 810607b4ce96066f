import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/** Reloads the page's data every `intervalMs` while `active` and the tab is visible, so a status moves on screen. */
export function usePolling(active: boolean, intervalMs: number): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (latest.current.state === 'idle' && document.visibilityState === 'visible') latest.current.revalidate();
    }, intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
}
