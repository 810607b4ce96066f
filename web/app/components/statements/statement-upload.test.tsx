import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { StatementUpload, type ImportOutcome } from './statement-upload';

// The upload's request, answered as the server does when it starts an import.
vi.mock('./send-with-progress', () => ({ sendWithProgress: vi.fn(async () => ({ status: 202, body: { ok: true, workflowId: 'statement:spotify:2026-08:abc' } })) }));

afterEach(cleanup);

const stores = [{ id: 'spotify', name: 'Spotify' }, { id: 'deezer', name: 'Deezer' }];

async function filledForm(outcomes: Record<string, ImportOutcome>) {
  const started: string[] = [];
  const ui = (current: Record<string, ImportOutcome>) => (
    <StatementUpload stores={stores} action="/upload" onStarted={(id) => started.push(id)} outcomeOf={(id) => current[id] ?? null} />
  );
  const view = await renderTranslated(ui(outcomes));
  const store = screen.getByLabelText('Store') as HTMLSelectElement;
  const period = screen.getByLabelText('Sales month (optional)') as HTMLInputElement;
  const files = screen.getByLabelText('Files') as HTMLInputElement;
  fireEvent.change(store, { target: { value: 'spotify' } });
  fireEvent.change(period, { target: { value: '2026-08' } });
  const file = new File(['HEAD'], 'DSR_x_1of2_y.tsv', { type: 'text/tab-separated-values' });
  Object.defineProperty(files, 'files', { value: [file], configurable: true });
  fireEvent.change(files);
  await act(async () => {
    fireEvent.submit(store.form!);
  });
  return { store, period, files, started, rerender: (current: Record<string, ImportOutcome>) => view.rerender(ui(current)) };
}

describe('StatementUpload', () => {
  it('keeps the store, the month and the file after the import it started is refused (issue 27)', async () => {
    const form = await filledForm({});
    expect(form.started).toEqual(['statement:spotify:2026-08:abc']);
    form.rerender({ 'statement:spotify:2026-08:abc': 'importing' });
    form.rerender({ 'statement:spotify:2026-08:abc': 'failed' });
    expect([form.store.value, form.period.value, form.files.files?.[0]?.name]).toEqual(['spotify', '2026-08', 'DSR_x_1of2_y.tsv']);
  });

  it('clears them once the import is posted', async () => {
    const form = await filledForm({});
    form.rerender({ 'statement:spotify:2026-08:abc': 'posted' });
    expect([form.store.value, form.period.value]).toEqual(['', '']);
  });
});
