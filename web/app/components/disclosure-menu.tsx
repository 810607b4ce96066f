import { useLocation } from '@remix-run/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../lib/utils';

/**
 * A button that shows and hides a panel (the account menu, the language dropdown, the small-screen navigation).
 * Built on <details>, so it opens with a click, Enter or Space even before the page's JavaScript has loaded; once
 * loaded, Escape closes it (focus back on the button), as do a click outside and moving to another page.
 */
export function DisclosureMenu({
  summary,
  summaryClassName,
  panelClassName,
  align = 'end',
  className,
  children,
}: {
  summary: ReactNode;
  summaryClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    setOpen(details.open);
    const close = () => {
      details.open = false;
    };
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      close();
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <details ref={ref} className={cn('relative', className)} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        role="button"
        aria-expanded={open}
        className={cn(
          'flex cursor-pointer list-none items-center gap-1.5 rounded-md outline-none transition-colors select-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden',
          summaryClassName,
        )}
      >
        {summary}
      </summary>
      <div
        className={cn(
          'absolute top-full z-50 mt-2 min-w-48 rounded-lg border bg-card p-1 text-card-foreground shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        {children}
      </div>
    </details>
  );
}

/** The look of one entry of a disclosure menu: a link or a button, full width. */
export const menuItemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm outline-none transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50';
