import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { useLoaderData } from '@remix-run/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { DeliveryAnswer } from '../../server/deliveries/delivery-console.server';
import { renderTranslated } from '../../testing/render';
import { RemedyButton } from './remedy-button';

const target = { deliveryId: 'd1', releaseId: 'r1', title: 'Retry Radio', store: 'spotify', storeName: 'Spotify' };

/** The console's shape: the row's button is there while the loader says the store failed; the page keeps the answer. */
function Console() {
  const { failing } = useLoaderData<{ failing: boolean }>();
  const [done, setDone] = useState<DeliveryAnswer | null>(null);
  return (
    <div>
      {done?.ok ? <p role="status">{`${done.store} is being retried`}</p> : null}
      {failing ? <RemedyButton intent="retry" target={target} onDone={setDone} /> : <p>No failed deliveries</p>}
    </div>
  );
}

describe('RemedyButton', () => {
  it('tells the page what was started even when the answer takes its own row away', async () => {
    let failing = true;
    const posted: Array<Record<string, FormDataEntryValue>> = [];
    const Stub = createRemixStub([
      {
        path: '/operator/deliveries',
        Component: Console,
        loader: () => json({ failing }),
        action: async ({ request }) => {
          posted.push(Object.fromEntries(await request.formData()));
          // The retry started: the store is no longer failing when the page reloads its lists.
          failing = false;
          return json({ ok: true, intent: 'retry', store: 'spotify', title: 'Retry Radio' } satisfies DeliveryAnswer);
        },
      },
    ]);
    await renderTranslated(<Stub initialEntries={['/operator/deliveries']} />);
    fireEvent.click(await screen.findByRole('button', { name: /^Retry the delivery of Retry Radio to Spotify/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Retry now' }));

    await waitFor(() => expect(screen.getByText('No failed deliveries')).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('spotify is being retried');
    expect(posted).toEqual([{ intent: 'retry', releaseId: 'r1', store: 'spotify' }]);
  });
});
