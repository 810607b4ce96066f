import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';
import { controlClassName } from './input';

/** A native select in the shadcn look: keyboard and screen readers work as the browser made them. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClassName, 'h-9 pr-8', className)} {...props} />;
}
