import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** A titled part of a public page; the heading's id labels it. */
export function Section({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn('scroll-mt-8 space-y-6', className)}>
      <div className="max-w-2xl space-y-2">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight">
          {title}
        </h2>
        {lead ? <p className="text-muted-foreground">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Cards of a title and a sentence each. */
export function CardGrid({ items, className }: { items: ReadonlyArray<{ id: string; title: string; body: string }>; className?: string }) {
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.id} className="rounded-xl border bg-card p-5">
          <h3 className="font-medium">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.body}</p>
        </li>
      ))}
    </ul>
  );
}
