import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/utils';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

/** One dashboard widget: a titled card, an optional link beside the title ("All releases"), its content. */
export function WidgetCard({
  title,
  action,
  className,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = useId();
  return (
    <Card className={cn('gap-4', className)} role="region" aria-labelledby={headingId} data-testid={testId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <h2 id={headingId}>{title}</h2>
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
