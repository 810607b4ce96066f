import { createRemixStub } from '@remix-run/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { StoreFeeds, type StoreFeedView } from './store-feeds';

const feeds: StoreFeedView[] = [
  {
    storeId: 'spotify',
    name: 'Spotify',
    valid: true,
    problems: [],
    delivers: { audio: { codec: 'flac', sampleRate: 44_100, bitDepth: 16 }, cover: { format: 'jpeg', sizePx: 3000 }, useTypes: ['OnDemandStream', 'PermanentDownload'], territories: ['Worldwide'] },
    xml: '<ern:NewReleaseMessage>…</ern:NewReleaseMessage>',
  },
  {
    storeId: 'tiktok',
    name: 'TikTok',
    valid: false,
    problems: [
      { message: 'image_too_small {"min":1600}', field: 'artwork', step: 'artwork' },
      { message: 'title_required', field: 'tracks.0.title', step: 'tracks' },
      { message: "line 12: Element '{http://ddex.net/xml/ern/43}Genre': Missing child element(s).", field: null, step: 'review' },
    ],
  },
];

function renderFeeds(list: StoreFeedView[], language: 'en' | 'es' = 'en') {
  const Stub = createRemixStub([{ path: '/distributions/r1/edit/review', Component: () => <StoreFeeds releaseId="r1" feeds={list} /> }]);
  return renderTranslated(<Stub initialEntries={['/distributions/r1/edit/review']} />, language);
}

describe('StoreFeeds', () => {
  it('shows each store with its badge, its problems linked to the field to fix, and its feed', async () => {
    await renderFeeds(feeds);
    expect(screen.getByRole('heading', { name: 'Store feeds' })).toBeInTheDocument();
    const spotify = screen.getByTestId('store-feed-spotify');
    expect(within(spotify).getByText('Valid')).toBeInTheDocument();
    expect(within(spotify).getByRole('link', { name: 'View the feed for Spotify' })).toHaveAttribute('href', '/distributions/r1/feeds/spotify.xml');

    // What the store gets, in words; the XML behind a toggle, closed at first.
    expect(within(spotify).getByTestId('store-delivers')).toHaveTextContent(
      'Gets the audio as FLAC 16-bit / 44.1 kHz and the cover as JPEG 3000 × 3000 px, for on-demand streaming and downloads, worldwide.',
    );
    const toggle = within(spotify).getByText("Show the feed's XML").closest('details')!;
    expect(toggle).not.toHaveAttribute('open');
    expect(within(toggle).getByTestId('store-feed-xml-spotify')).toHaveTextContent('<ern:NewReleaseMessage>');

    const tiktok = screen.getByTestId('store-feed-tiktok');
    expect(within(tiktok).queryByText("Show the feed's XML")).toBeNull();
    expect(within(tiktok).getByText('Not valid')).toBeInTheDocument();
    expect(within(tiktok).getByText('Image dimensions are too small. Minimum required size is 1600px.')).toBeInTheDocument();
    expect(within(tiktok).getByRole('link', { name: 'Fix it in Artwork' })).toHaveAttribute('href', '/distributions/r1/edit/artwork#artwork');
    expect(within(tiktok).getByText('Title is required.')).toBeInTheDocument();
    expect(within(tiktok).getByRole('link', { name: /Fix it in Tracks/ })).toHaveAttribute('href', '/distributions/r1/edit/tracks#tracks.0.title');
    // What the schema says is shown as said, with no field to link to.
    expect(within(tiktok).getByText(/^line 12: Element/)).toBeInTheDocument();
    expect(within(tiktok).getAllByRole('link')).toHaveLength(3);
  });

  it('speaks the reader’s language, and shows nothing without a store', async () => {
    await renderFeeds(feeds, 'es');
    expect(screen.getByRole('heading', { name: 'Feeds para las tiendas' })).toBeInTheDocument();
    expect(within(screen.getByTestId('store-feed-tiktok')).getByText('No válido')).toBeInTheDocument();
    expect(within(screen.getByTestId('store-feed-spotify')).getByTestId('store-delivers')).toHaveTextContent(
      'Recibe el audio en FLAC 16-bit / 44,1 kHz y la portada en JPEG 3000 × 3000 px, para streaming a la carta y descargas, en todo el mundo.',
    );
  });

  it('is left out when no store is chosen', async () => {
    await renderFeeds([]);
    expect(screen.queryByTestId('store-feeds')).toBeNull();
  });
});
