import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { buttonVariants } from '../ui/button';

/** The top of a public page: a headline, a lead, and one or two calls to action. */
export function Hero({
  eyebrow,
  title,
  lead,
  primary,
  secondary,
}: {
  eyebrow?: string;
  title: string;
  lead: string;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}): ReactNode {
  return (
    <section className="max-w-3xl space-y-5 pt-4">
      {eyebrow ? <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p> : null}
      <h1 className="text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="text-lg text-muted-foreground">{lead}</p>
      <div className="flex flex-wrap gap-3">
        <Link to={primary.to} className={buttonVariants({ size: 'lg' })}>
          {primary.label}
        </Link>
        {secondary ? (
          <Link to={secondary.to} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
