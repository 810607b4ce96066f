import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { DailyBarChart } from './daily-bar-chart';

const daily = [
  { day: '2026-12-01', views: 12, clicks: 3 },
  { day: '2026-12-02', views: 7, clicks: 0 },
];

describe('DailyBarChart', () => {
  it('gives screen readers every day and series as a table, and hides the drawing from them', async () => {
    await renderTranslated(
      <DailyBarChart
        chart="views"
        daily={daily}
        series={[
          { key: 'views', name: 'Views' },
          { key: 'clicks', name: 'Clicks' },
        ]}
        caption="Views and clicks per day"
        dayHeading="Day"
      >
        Last 2 days
      </DailyBarChart>,
    );
    const table = screen.getByRole('table', { name: 'Views and clicks per day' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Day', 'Views', 'Clicks']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['12', '3'],
      ['7', '0'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toMatch(/2026/);
    expect(screen.getByText('Last 2 days').tagName).toBe('FIGCAPTION');
    expect(document.querySelector('[data-chart="views"] [aria-hidden="true"]')).not.toBeNull();
  });
});
