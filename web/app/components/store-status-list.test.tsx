import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoreSummary } from '../lib/store-summaries';
import { renderTranslated } from '../testing/render';
import { StoreStatusList } from './store-status-list';

const store = (id: string, state: StoreSummary['state'] = 'live'): StoreSummary => ({ store: id, storeName: id.toUpperCase(), state, reason: null, storeUrl: null, sandbox: false });
const stores = [store('deezer'), store('spotify'), store('tidal', 'removed')];
const row = (id: string) => document.querySelector(`[data-store="${id}"]`) as HTMLElement;

describe('StoreStatusList', () => {
  it('tells each store a waiting takedown names when it leaves, and only those', async () => {
    await renderTranslated(<StoreStatusList stores={stores} leaving={{ stores: ['deezer'], at: '2031-03-10T00:00:00.000Z' }} />);
    expect(within(row('deezer')).getByTestId('store-leaves')).toHaveTextContent('Taken down from here on Mar 10, 2031.');
    expect(within(row('spotify')).queryByTestId('store-leaves')).toBeNull();
    expect(screen.getAllByText('Live')).toHaveLength(2);
  });

  it('names every live store when the takedown names none, and none without a takedown', async () => {
    const { unmount } = await renderTranslated(<StoreStatusList stores={stores} leaving={{ stores: [], at: '2031-03-10T00:00:00.000Z' }} />);
    expect(screen.getAllByTestId('store-leaves')).toHaveLength(2);
    expect(within(row('tidal')).queryByTestId('store-leaves')).toBeNull();
    unmount();
    await renderTranslated(<StoreStatusList stores={stores} />);
    expect(screen.queryByTestId('store-leaves')).toBeNull();
  });
});
