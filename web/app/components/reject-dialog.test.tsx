import { json } from '@remix-run/node';
import { createRemixStub } from '@remix-run/testing';
import { REOPENING_REASONS } from '@slipcase/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntentResult } from '../server/release-actions.server';
import { renderTranslated } from '../testing/render';
import { RejectDialog } from './reject-dialog';

/** The page's action as the server answers: no reason is refused (as the workflows' client does), else rejected. */
function renderDialog() {
  const posted: string[][] = [];
  const Stub = createRemixStub([
    {
      path: '/distributions/r1',
      Component: RejectDialog,
      action: async ({ request }) => {
        const reasonCodes = (await request.formData()).getAll('reasonCodes').map(String);
        posted.push(reasonCodes);
        const result: IntentResult =
          reasonCodes.length === 0
            ? { intent: 'reject', ok: false, error: null, fieldErrors: { reasonCodes: ['reopening_reason_required'] } }
            : { intent: 'reject', ok: true, error: null, fieldErrors: {} };
        return json(result, { status: result.ok ? 200 : 400 });
      },
    },
  ]);
  return { posted, rendered: renderTranslated(<Stub initialEntries={['/distributions/r1']} />, 'pt') };
}

describe('RejectDialog', () => {
  it('lists the 17 reasons with their descriptions, shows the server’s refusal in the dialog, and posts the chosen ones', async () => {
    const { posted, rendered } = renderDialog();
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rejeitar este lançamento' });
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes).toHaveLength(REOPENING_REASONS.length);
    expect(within(dialog).getByRole('checkbox', { name: 'Erro no áudio' })).toHaveAccessibleDescription(
      'Um ou mais arquivos de áudio estão corrompidos ou cortados, ou têm estalos, distorção ou erros de codificação.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar lançamento' }));
    expect(await within(dialog).findByText('Escolha pelo menos um motivo de reabertura.')).toBeInTheDocument();

    // Cancelled and opened again: a new attempt, without the old refusal.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar' }));
    dialog = await screen.findByRole('dialog', { name: 'Rejeitar este lançamento' });
    expect(within(dialog).queryByText('Escolha pelo menos um motivo de reabertura.')).toBeNull();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Erro no áudio' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Capa inválida' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar lançamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted).toEqual([[], ['audio_error', 'invalid_cover_art']]);
  });
});
