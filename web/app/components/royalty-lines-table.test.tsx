import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { FIRST_LINES, RoyaltyLinesTable, type RoyaltyLineRow } from './royalty-lines-table';

const line = (index: number, status: RoyaltyLineRow['status']): RoyaltyLineRow => ({
  id: String(index), date: '2026-11-27', period: '2026-10', store: 'spotify', country: 'BR', trackTitle: `Song ${index}`,
  isrc: 'QZSLC2600001', cents: 100 + index, status,
});
const lines = [line(1, 'available'), line(2, 'pending'), ...Array.from({ length: 10 }, (_, index) => line(index + 3, 'paid'))];
const rows = () => screen.getAllByRole('row').slice(1);

describe('RoyaltyLinesTable', () => {
  it('says of each line whether its money is available, in a pending withdrawal or paid, in the reader’s language', async () => {
    await renderTranslated(<RoyaltyLinesTable lines={lines.slice(0, 3)} stores={{ spotify: 'Spotify' }} />, 'es');
    expect(rows().map((row) => within(row).getAllByText(/Disponible|Retiro pendiente|Pagada/)[0]?.textContent)).toEqual([
      'Disponible',
      'Retiro pendiente',
      'Pagada',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the first lines, then all of them when asked, and fewer again', async () => {
    await renderTranslated(<RoyaltyLinesTable lines={lines} stores={{}} />);
    expect(rows()).toHaveLength(FIRST_LINES);
    fireEvent.click(screen.getByRole('button', { name: 'Show all 12 lines' }));
    expect(rows()).toHaveLength(12);
    expect(screen.getByText('Song 12')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(rows()).toHaveLength(FIRST_LINES);
  });
});
