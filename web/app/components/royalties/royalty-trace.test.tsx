import type { RoyaltyTraceJson } from '@slipcase/api-contract/royalty-trace-schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { RoyaltyTrace } from './royalty-trace';

const amount: RoyaltyTraceJson['amounts'][number] = {
  store: 'spotify', period: '2026-11', country: 'DE', isrc: 'DEA122600001', upc: null, title: 'Sunrise', releaseId: 'r1', trackId: 't1',
  refund: false, usages: 700, currency: 'EUR', original: '7.00', usdRate: '1.08', usd: '7.56', yours: '4.536', yoursMicros: 4_536_000, lineCount: 3,
  lines: [
    {
      fileName: 'report.tsv', part: 1, lineNo: 6, recordType: 'SU02', cells: [{ name: 'RecordType', value: 'SU02' }, { name: 'NumberOfStreams', value: '600' }, { name: null, value: 'x' }],
      summary: { lineNo: 2, recordType: 'SY02.02', cells: [{ name: 'AllocatedRevenue', value: '10.00' }] },
    },
    { fileName: 'old.tsv', part: 2, lineNo: 12, recordType: null, cells: null, summary: null },
  ],
  entries: [{ kind: 'statement', holder: 'owner', holderName: null, amount: '4.536', amountMicros: 4_536_000, plan: 'pro', sharePercent: 100, splitPercent: 60 }],
};
const trace = (overrides: Partial<RoyaltyTraceJson> = {}): RoyaltyTraceJson => ({
  period: '2026-11', total: '4.536', totalMicros: 4_536_000, amountCount: 1, lineCount: 3, moreLines: 0, amounts: [amount], ...overrides,
});

describe('RoyaltyTrace', () => {
  it('shows each amount with the rate, the exact share, how it was shared and the store’s cells by name', async () => {
    await renderTranslated(<RoyaltyTrace trace={trace()} stores={{ spotify: 'Spotify' }} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Spotify · Germany · Sunrise (DEA122600001)');
    expect(screen.getByText(/The store paid €7\.00 at 1\.08 US dollars per EUR: \$7\.56/)).toBeInTheDocument();
    expect(screen.getByText('Your part: $4.536')).toBeInTheDocument();
    expect(screen.getByText(/Release owner/).textContent).toBe('Release owner · PRO plan: 100 % of royalties · Split: 60 %');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByText('part 1, line 6')).toBeInTheDocument();
    expect(within(first!).getByText('NumberOfStreams:')).toBeInTheDocument();
    expect(within(first!).getByText('600')).toBeInTheDocument();
    expect(within(first!).getByText('Cell 3:')).toBeInTheDocument();
    expect(within(first!).getByText('Its money is shared out from the summary on line 2:')).toBeInTheDocument();
    expect(within(first!).getByText('AllocatedRevenue:')).toBeInTheDocument();
    expect(within(second!).getByText('This statement file is no longer kept, so its lines cannot be shown.')).toBeInTheDocument();
    expect(screen.getByText('1 more lines of this amount are not shown.')).toBeInTheDocument();
  });

  it('says how many lines are left out of a large month, in the reader’s language', async () => {
    await renderTranslated(<RoyaltyTrace trace={trace({ lineCount: 520, moreLines: 20 })} stores={{}} />, 'es');
    expect(screen.getByRole('status').textContent).toBe('Se muestran 500 de 520 líneas. Elige una tienda, un país o una grabación para ver las demás.');
    expect(screen.getByText('Tu parte: 4,536 US$')).toBeInTheDocument();
  });

  it('has an empty state when nothing matches', async () => {
    await renderTranslated(<RoyaltyTrace trace={trace({ amounts: [], amountCount: 0, lineCount: 0, total: '0.00' })} stores={{}} />, 'pt');
    expect(screen.getByText('Nada para mostrar')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('gives an operator the whole amount and each holder’s name', async () => {
    const entries = [...amount.entries, { ...amount.entries[0]!, holder: 'payee' as const, holderName: 'Ana', amount: '3.024', splitPercent: 40 }];
    await renderTranslated(<RoyaltyTrace trace={trace({ amounts: [{ ...amount, yours: '7.56', entries }] })} stores={{}} operator />, 'tr');
    expect(screen.getByText('Tutarın tamamı: $7,56')).toBeInTheDocument();
    expect(screen.getByText(/Paylaşım alıcısı \(Ana\)/)).toBeInTheDocument();
  });
});
