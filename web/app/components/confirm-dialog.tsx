import type { SerializeFrom } from '@remix-run/node';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState, type ComponentProps, type ReactElement, type ReactNode, type Ref } from 'react';
import { FormField } from './form-field';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';
import { Textarea } from './ui/textarea';

/**
 * The state of a dialog whose form posts through a fetcher: whether it is open, and the fetcher, a fresh one each
 * time the dialog opens (the errors of an earlier attempt are not shown again). It closes once the answer is done.
 * `key` names the attempt (`${name}-${n}`), for a form id that starts afresh with it.
 */
export function useDialogFetcher<Data>(
  name: string,
  isDone: (data: SerializeFrom<Data>) => boolean,
  /** Resets the dialog's own state as it opens again. */
  onOpen?: () => void,
) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = `${name}-${attempt}`;
  const fetcher = useFetcher<Data>({ key });
  const busy = fetcher.state !== 'idle';
  const done = !busy && fetcher.data !== undefined && isDone(fetcher.data);

  useEffect(() => {
    if (done) setOpen(false);
  }, [done, fetcher.data]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      onOpen?.();
      setAttempt((count) => count + 1);
    }
  }

  return { open, onOpenChange, fetcher, busy, key };
}

type ConfirmDialogProps = Omit<ComponentProps<typeof DialogContent>, 'title'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  /** For a dialog of several steps: the title takes focus (not in the tab order) to announce a new step. */
  titleRef?: Ref<HTMLHeadingElement>;
};

/** A modal that asks before doing something: the trigger, then a title and description above the question's content. */
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, titleRef, children, ...content }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent {...content}>
        <DialogHeader>
          {titleRef ? (
            <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
              {title}
            </DialogTitle>
          ) : (
            <DialogTitle>{title}</DialogTitle>
          )}
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The dialog's two answers, inside its form: back out (closes the dialog, or `onCancel` for a step back) or confirm
 * (submits; destructive, and disabled while the answer is pending).
 */
export function ConfirmDialogFooter({
  cancelLabel,
  submitLabel,
  busy,
  onCancel,
}: {
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
  busy: boolean;
  onCancel?: () => void;
}) {
  const cancel = (
    <Button type="button" variant="outline" onClick={onCancel}>
      {cancelLabel}
    </Button>
  );
  return (
    <DialogFooter>
      {onCancel ? cancel : <DialogClose asChild>{cancel}</DialogClose>}
      <Button type="submit" variant="destructive" disabled={busy}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}

/** A free-text field of a dialog's form (a note, a reason in one's own words), with the server's errors tied to it. */
export function ReasonField({ id, label, errors, ...props }: ComponentProps<'textarea'> & { id: string; label: ReactNode; errors?: string[] }) {
  const errorId = `${id}-error`;
  return (
    <FormField label={label} htmlFor={id} errors={errors} errorId={errorId}>
      <Textarea id={id} aria-invalid={errors ? true : undefined} aria-describedby={errors ? errorId : undefined} {...props} />
    </FormField>
  );
}
