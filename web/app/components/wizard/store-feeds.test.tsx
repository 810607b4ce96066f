import { createRemixStub } from '@remix-run/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTranslated } from '../../testing/render';
import { StoreFeeds, type StoreFeedView } from './store-feeds';

const feeds: StoreFeedView[] = [
  { storeId: 'spotify', name: 'Spotify', valid: true, problems: [] },
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

    const tiktok = screen.getByTestId('store-feed-tiktok');
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
  });

  it('is left out when no store is chosen', async () => {
    await renderFeeds([]);
    expect(screen.queryByTestId('store-feeds')).toBeNull();
  });
});
