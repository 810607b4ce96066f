import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { StatementTable } from './statement-table';

const statement = {
  id: 'st1',
  store: 'spotify',
  period: '2026-01',
  fileNames: ['several-currencies.tsv'],
  format: 'dsr',
  status: 'posted' as const,
  lineCount: 4,
  totals: [
    { currency: 'EUR', total: '20.00', usdRate: '1.08' },
    { currency: 'JPY', total: '1500.00', usdRate: '0.0067' },
    { currency: 'USD', total: '10.00', usdRate: '1' },
  ],
  usd: '41.65',
  suspenseUsd: '10.05',
  problem: null,
  workflowId: null,
  importedBy: null,
  createdAt: '2026-02-10T10:00:00.000Z',
  postedAt: '2026-02-10T10:00:00.000Z',
  runUrl: null,
};

describe('StatementTable', () => {
  it('shows a statement in several currencies with each currency’s total and the rate each was converted at', async () => {
    await renderTranslated(<StatementTable statements={[statement]} storeNames={{ spotify: 'Spotify' }} />, 'es');
    const row = within(screen.getByTestId('statements')).getAllByRole('row')[1]!;
    // Each cell starts with its column's heading, shown on a phone only.
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => [...cell.childNodes].slice(1).map((node) => node.textContent).join('').replace(/\s/g, ' '));
    expect(within(row).getAllByRole('cell')[3]!.firstChild?.textContent).toBe('Total');
    expect(cells[3]).toBe('20,00 €1500,00 JPY10,00 US$');
    expect(cells[4]).toBe('41,65 US$a 1.08 USD por EURa 0.0067 USD por JPY');
  });
});
