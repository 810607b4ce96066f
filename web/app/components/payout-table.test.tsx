import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import type { PayoutView } from '@slipcase/services';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { PayoutTable } from './payout-table';

const payout = (id: string, status: PayoutView['status'], amountCents: number, extra: Partial<PayoutView> = {}): PayoutView => ({
  id,
  amountCents,
  currency: 'USD',
  method: 'stripe',
  status,
  planAtRequest: 'pro',
  requestedAt: '2026-11-02T10:00:00.000Z',
  availableAt: '2026-12-02T10:00:00.000Z',
  paidAt: null,
  externalId: null,
  failure: null,
  ...extra,
});

function renderTable(payouts: PayoutView[]) {
  const posted: Array<Record<string, FormDataEntryValue>> = [];
  const Stub = createRemixStub([
    {
      path: '/royalties',
      Component: () => <PayoutTable payouts={payouts} />,
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return json({ intent: 'cancel', error: null });
      },
    },
  ]);
  return { posted, rendered: renderTranslated(<Stub initialEntries={['/royalties']} />) };
}

describe('PayoutTable', () => {
  it('cancels a waiting withdrawal only once confirmed, saying when it would have been paid', async () => {
    const { posted, rendered } = renderTable([
      payout('p-waiting', 'waiting', 40_01),
      payout('p-paid', 'paid', 100_00, { paidAt: '2026-10-31T10:00:00.000Z', availableAt: '2026-10-31T10:00:00.000Z' }),
    ]);
    await rendered;
    // Only the waiting one can be cancelled.
    expect(screen.getAllByRole('button', { name: /^Cancel the withdrawal of/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal of $40.01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the withdrawal of $40.01?' });
    expect(dialog).toHaveTextContent('It would be paid on Dec 2, 2026.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal of $40.01' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel the withdrawal' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'cancel', payoutId: 'p-waiting' }]));
  });

  it('says of a failed or cancelled withdrawal that its amount went back to the balance', async () => {
    const { rendered } = renderTable([
      payout('p-failed', 'failed', 25_00, { failure: 'Payout p-failed was not paid: 10.00 USD is owed from a refund' }),
      payout('p-cancelled', 'cancelled', 30_00),
    ]);
    await rendered;
    for (const id of ['p-failed', 'p-cancelled']) {
      const row = document.querySelector(`[data-payout="${id}"]`) as HTMLElement;
      expect(row).toHaveTextContent('Returned to your balance');
      // The internal reason stays out of the artist's page.
      expect(row).not.toHaveTextContent('owed from a refund');
    }
  });
});
