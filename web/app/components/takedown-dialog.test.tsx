import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { TakedownDialog } from './takedown-dialog';

const STORES = [
  { store: 'spotify', storeName: 'Spotify' },
  { store: 'deezer', storeName: 'Deezer' },
  { store: 'apple', storeName: 'Apple Music' },
];

function renderDialog(stores = STORES) {
  const posted: Array<Record<string, FormDataEntryValue | FormDataEntryValue[]>> = [];
  const Stub = createRemixStub([
    {
      path: '/distributions/r1',
      Component: () => <TakedownDialog release={{ id: 'r1', title: 'Night Drive' }} supportEmail="help@example.test" stores={stores} />,
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push({ ...Object.fromEntries(form), ...(form.has('stores') && { stores: form.getAll('stores') }) });
        return json({ intent: 'request_takedown', ok: true, error: null, fieldErrors: {} });
      },
    },
  ]);
  return { posted, rendered: renderTranslated(<Stub initialEntries={['/distributions/r1']} />) };
}

describe('TakedownDialog', () => {
  it('warns and offers alternatives first, then asks for a reason before posting the request', async () => {
    const { posted, rendered } = renderDialog();
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Request takedown' }));

    const warning = await screen.findByRole('dialog', { name: 'Take this release down?' });
    expect(warning).toHaveTextContent('A takedown removes “Night Drive” from every store.');
    // A published release is changed by an update; the wizard would answer that it can no longer be changed.
    expect(screen.getByRole('link', { name: 'Edit the release' })).toHaveAttribute('href', '/distributions/r1/update');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:help@example.test');
    expect(screen.getByText('Keep earning')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to takedown' }));
    await screen.findByRole('dialog', { name: 'Confirm the takedown' });
    const reasons = within(screen.getByRole('group', { name: 'Why do you want to take it down?' }));
    expect(reasons.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'mistake',
      'no_royalties',
      'no_streams',
      'release_copyright_issues',
      'release_not_in_stores',
      'other',
    ]);
    expect(screen.queryByLabelText('Tell us more')).toBeNull();
    fireEvent.click(screen.getByLabelText('Another reason'));
    fireEvent.change(screen.getByLabelText('Tell us more'), { target: { value: 'Signed to a label' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm takedown' }));

    await waitFor(() => expect(posted).toEqual([{ intent: 'request_takedown', reason: 'other', otherText: 'Signed to a label' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('takes the release down from every store by default, or from the stores left ticked on the chosen day', async () => {
    const { posted, rendered } = renderDialog();
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Request takedown' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to takedown' }));
    await screen.findByRole('dialog', { name: 'Confirm the takedown' });
    const stores = within(screen.getByRole('group', { name: 'Take it down from' }));
    expect(stores.getAllByRole('checkbox').map((box) => [(box as HTMLInputElement).value, (box as HTMLInputElement).checked])).toEqual([
      ['spotify', true],
      ['deezer', true],
      ['apple', true],
    ]);
    expect(screen.queryByLabelText('Date')).toBeNull();

    fireEvent.click(stores.getByLabelText('Deezer'));
    fireEvent.click(screen.getByLabelText('On a date'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByLabelText('It gets no streams'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm takedown' }));
    await waitFor(() =>
      expect(posted).toEqual([{ intent: 'request_takedown', reason: 'no_streams', on: '2026-12-31', stores: ['spotify', 'apple'] }]),
    );
  });

  it('asks for at least one store when every one is unticked', async () => {
    const { rendered } = renderDialog(STORES.slice(0, 2));
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Request takedown' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to takedown' }));
    fireEvent.click(await screen.findByLabelText('Spotify'));
    fireEvent.click(screen.getByLabelText('Deezer'));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one store.');
    expect(screen.getByLabelText('Spotify')).toBeRequired();
  });

  it('closes without a request when the artist keeps the release', async () => {
    const { posted, rendered } = renderDialog();
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Request takedown' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });
});
