import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { TakedownDialog } from './takedown-dialog';

function renderDialog() {
  const posted: Array<Record<string, FormDataEntryValue>> = [];
  const Stub = createRemixStub([
    {
      path: '/distributions/r1',
      Component: () => <TakedownDialog release={{ id: 'r1', title: 'Night Drive' }} supportEmail="help@example.test" />,
      action: async ({ request }) => {
        posted.push(Object.fromEntries(await request.formData()));
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
    expect(screen.getByRole('link', { name: 'Edit the release' })).toHaveAttribute('href', '/distributions/r1/edit/basic-info');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', 'mailto:help@example.test');
    expect(screen.getByText('Keep earning')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue to takedown' }));
    await screen.findByRole('dialog', { name: 'Confirm the takedown' });
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
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

  it('closes without a request when the artist keeps the release', async () => {
    const { posted, rendered } = renderDialog();
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Request takedown' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep my release' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([]);
  });
});
