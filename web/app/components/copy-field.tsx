import { useRef } from 'react';
import { useCopy } from '../lib/use-copy';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { controlClassName } from './ui/input';
import { Label } from './ui/label';

/** A read-only value with a Copy button and a status line read out by screen readers. */
export function CopyField({ id, label, value, texts }: { id: string; label: string; value: string; texts: { copy: string; copied: string; failed: string } }) {
  const field = useRef<HTMLInputElement>(null);
  const { state: copy, copy: copyValue } = useCopy(field);

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={id}
          value={value}
          readOnly
          spellCheck={false}
          className={cn(controlClassName, 'h-9 min-w-0 font-mono')}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => copyValue(value)}>
          {texts.copy}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {copy === 'idle' ? null : copy === 'copied' ? texts.copied : texts.failed}
      </p>
    </div>
  );
}
