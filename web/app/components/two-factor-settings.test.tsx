import { json } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { createRemixStub } from '@remix-run/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { TwoFactorSettings, type TwoFactorAnswer } from './two-factor-settings';

const QR = 'data:image/png;base64,iVBORw0KGgo=';

/** The account page with the settings, and a stand-in for /account/two-factor that flips `enabled` on a right code. */
function renderSettings(initiallyEnabled: boolean) {
  const posted: Array<Record<string, FormDataEntryValue>> = [];
  let enabled = initiallyEnabled;
  const Stub = createRemixStub([
    {
      path: '/account',
      Component: () => <TwoFactorSettings enabled={useLoaderData<{ enabled: boolean }>().enabled} />,
      loader: () => json({ enabled }),
    },
    {
      path: '/account/two-factor',
      action: async ({ request }) => {
        const fields = Object.fromEntries(await request.formData());
        posted.push(fields);
        if (fields.intent === 'start') return json<TwoFactorAnswer>({ intent: 'start', setup: { secret: 'JBSWY3DPEHPK3PXP', qrCode: QR } });
        const intent = fields.intent as 'confirm' | 'disable';
        if (fields.code === '123456') {
          enabled = intent === 'confirm';
          return json<TwoFactorAnswer>({ intent, done: true, result: { status: 'success' } });
        }
        return json<TwoFactorAnswer>({ intent, done: false, result: { status: 'error', error: { code: ['two_factor_failed'] } } }, { status: 400 });
      },
    },
  ]);
  return { posted, rendered: renderTranslated(<Stub initialEntries={['/account']} />) };
}

describe('TwoFactorSettings', () => {
  it('turns on: QR code and key, a wrong code refused, a right one confirmed', async () => {
    const { posted, rendered } = renderSettings(false);
    await rendered;
    expect(await screen.findByText('Off')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-factor' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR);
    expect(screen.getByTestId('two-factor-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText('Two-factor authentication failed')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is on.'));
    expect(screen.getByText('On')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(posted.map((fields) => fields.intent)).toEqual(['start', 'confirm', 'confirm']);
  });

  it('checks the code format before posting', async () => {
    const { posted, rendered } = renderSettings(true);
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor' }));
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('turns off with a current code', async () => {
    const { posted, rendered } = renderSettings(true);
    await rendered;
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off two-factor' }));
    fireEvent.change(screen.getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Two-factor sign-in is off.'));
    expect(posted).toEqual([{ intent: 'disable', code: '123456' }]);
  });
});
