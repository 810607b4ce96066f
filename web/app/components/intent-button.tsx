import { Form, useNavigation } from '@remix-run/react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from './ui/button';

/**
 * A one-button form posting `intent` to the page's action (submit, reopen, cancel a takedown), showing
 * `pendingLabel` while it is under way.
 */
export function IntentButton({
  intent,
  pendingLabel,
  children,
  disabled,
  ...props
}: { intent: string; pendingLabel: ReactNode } & Omit<ComponentProps<typeof Button>, 'type' | 'name' | 'value'>) {
  const navigation = useNavigation();
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" disabled={pending || disabled} {...props}>
        {pending ? pendingLabel : children}
      </Button>
    </Form>
  );
}
