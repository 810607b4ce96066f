import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../testing/render';
import { DeliveryTimeline, type StoreDelivery } from './delivery-timeline';

function delivery(fields: Partial<StoreDelivery> & Pick<StoreDelivery, 'id' | 'store' | 'storeName' | 'status'>): StoreDelivery {
  return {
    kind: 'new',
    batchId: null,
    location: null,
    error: null,
    acknowledgement: null,
    storeUrl: null,
    sandbox: false,
    startedAt: '2031-05-01T10:00:00.000Z',
    completedAt: null,
    steps: [],
    ...fields,
  };
}

const acknowledged = delivery({
  id: 'd1',
  store: 'spotify',
  storeName: 'Spotify',
  status: 'acknowledged',
  batchId: '20310501100000000',
  location: 'sftp://dropbox.spotify.example/incoming/20310501100000000',
  acknowledgement: { status: 'SuccessfullyIngestedByReleaseDistributor', detail: null },
  steps: [
    { step: 'built', detail: null, at: '2031-05-01T10:00:01.000Z' },
    { step: 'manifest_written', detail: null, at: '2031-05-01T10:00:04.000Z' },
    { step: 'acknowledged', detail: 'SuccessfullyIngestedByReleaseDistributor', at: '2031-05-01T11:00:00.000Z' },
  ],
});

const rejected = delivery({
  id: 'd2',
  store: 'tidal',
  storeName: 'TIDAL',
  status: 'failed',
  error: 'The store rejected the release',
  steps: [
    { step: 'manifest_written', detail: null, at: '2031-05-01T10:00:05.000Z' },
    { step: 'rejected', detail: 'ProcessingErrorAtReleaseDistributor: cover art too small', at: '2031-05-01T12:00:00.000Z' },
  ],
});

const takedown = delivery({ id: 'd3', store: 'spotify', storeName: 'Spotify', kind: 'takedown', status: 'delivering' });

const summaryOf = (name: string) => screen.getByText(name, { selector: 'summary *' }).closest('summary')!;
const detailsOf = (name: string) => summaryOf(name).closest('details')!;

describe('DeliveryTimeline', () => {
  it('says when deliveries start while there are none', async () => {
    await renderTranslated(<DeliveryTimeline deliveries={[]} />, 'pt');
    expect(screen.getByText('Nada foi entregue ainda')).toBeInTheDocument();
    expect(screen.getByText('As entregas começam quando o lançamento é aprovado.')).toBeInTheDocument();
  });

  it('shows each store’s steps in the reader’s language, with the store’s answer and where the batch landed', async () => {
    await renderTranslated(<DeliveryTimeline deliveries={[acknowledged, rejected]} />, 'es');
    const spotify = within(screen.getByRole('list', { name: 'Pasos de la entrega a Spotify' }));
    expect(spotify.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Generado',
      'Manifiesto escrito',
      'Confirmado por la tienda',
    ]);
    expect(spotify.getAllByRole('listitem')[2]!.querySelector('time')).toHaveAttribute('datetime', '2031-05-01T11:00:00.000Z');
    const facts = within(detailsOf('Spotify'));
    expect(facts.getByText('Lote').nextElementSibling).toHaveTextContent('20310501100000000');
    expect(facts.getByText('Ubicación').nextElementSibling).toHaveTextContent('sftp://dropbox.spotify.example/incoming/20310501100000000');
    expect(facts.getByText('Respuesta de la tienda').nextElementSibling).toHaveTextContent('SuccessfullyIngestedByReleaseDistributor');

    const tidal = within(screen.getByRole('list', { name: 'Pasos de la entrega a TIDAL' }));
    expect(tidal.getByText('Rechazado por la tienda')).toBeInTheDocument();
    expect(tidal.getByText('ProcessingErrorAtReleaseDistributor: cover art too small')).toBeInTheDocument();
    expect(within(summaryOf('TIDAL')).getByText('Fallido')).toHaveAttribute('data-status', 'failed');
  });

  it('keeps a takedown’s deliveries apart from the release’s', async () => {
    await renderTranslated(<DeliveryTimeline deliveries={[acknowledged, takedown]} />);
    const release = within(screen.getByRole('region', { name: 'Release' }));
    const removal = within(screen.getByRole('region', { name: 'Takedown' }));
    expect(release.getByText('Acknowledged', { selector: '[data-status]' })).toHaveAttribute('data-status', 'acknowledged');
    expect(removal.getByText('Delivering')).toHaveAttribute('data-status', 'delivering');
    expect(removal.getByText('No steps recorded yet.')).toBeInTheDocument();
    expect(removal.queryByText('20310501100000000')).toBeNull();
  });

  it('folds the deliveries that went through and opens those that need a look', async () => {
    await renderTranslated(<DeliveryTimeline deliveries={[acknowledged, rejected]} />);
    expect(detailsOf('Spotify')).not.toHaveAttribute('open');
    expect(detailsOf('TIDAL')).toHaveAttribute('open');
    // The summary names the store, its last step and its status, so a folded delivery still says where it is.
    const summary = within(summaryOf('Spotify'));
    expect(summary.getByText(/^Acknowledged by the store ·/).querySelector('time')).toHaveAttribute('datetime', '2031-05-01T11:00:00.000Z');
    expect(summary.getByText('Acknowledged')).toHaveAttribute('data-status', 'acknowledged');
    fireEvent.click(summaryOf('Spotify'));
    expect(detailsOf('Spotify')).toHaveAttribute('open');
  });

  it('leaves a delivery open while the page refreshes, even once it went through', async () => {
    const running = delivery({ id: 'd4', store: 'deezer', storeName: 'Deezer', status: 'delivering', steps: [acknowledged.steps[0]!] });
    const { rerender } = await renderTranslated(<DeliveryTimeline deliveries={[acknowledged, running]} />);
    expect(detailsOf('Deezer')).toHaveAttribute('open');
    rerender(<DeliveryTimeline deliveries={[acknowledged, { ...running, status: 'delivered', steps: acknowledged.steps.slice(0, 2) }]} />);
    expect(within(summaryOf('Deezer')).getByText('Delivered')).toBeInTheDocument();
    expect(detailsOf('Deezer')).toHaveAttribute('open');
  });

  it('opens a lone delivery even when it went through', async () => {
    await renderTranslated(<DeliveryTimeline deliveries={[acknowledged]} />, 'tr');
    expect(detailsOf('Spotify')).toHaveAttribute('open');
    expect(within(detailsOf('Spotify')).getByText('Mağaza onayladı', { selector: 'li p' })).toBeInTheDocument();
  });
});
