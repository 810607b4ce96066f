import type { ProviderApp, StreamingProvider } from './provider';
import { oauthClient } from './oauth-client';
import { pick, providerFetch, textOf, type ApiRequest } from './provider-http';

/**
 * Spotify Web API (developer.spotify.com/documentation/web-api): GET /me, PUT /me/following?type=artist,
 * PUT /playlists/{id}/followers, GET /search?q=upc:… &type=album, PUT /me/albums. The client authenticates at the
 * token endpoint with HTTP Basic.
 */
export function spotifyProvider(app: ProviderApp): StreamingProvider {
  const oauth = oauthClient(
    {
      id: 'spotify',
      authUrl: 'https://accounts.spotify.com/authorize',
      tokenUrl: 'https://accounts.spotify.com/api/token',
      scope: 'user-read-private user-follow-modify user-library-modify playlist-modify-public',
      clientAuth: 'basic',
    },
    app,
  );
  const api = (accessToken: string, path: string, request: ApiRequest = {}) =>
    providerFetch('spotify', new URL(`${app.apiUrl ?? 'https://api.spotify.com/v1'}${path}`), {
      ...request,
      headers: { Authorization: `Bearer ${accessToken}` },
    });

  return {
    id: 'spotify',
    name: 'Spotify',
    ...oauth,
    async currentUser(accessToken) {
      const me = await api(accessToken, '/me');
      return {
        id: textOf(pick(me, 'id')) ?? '',
        name: textOf(pick(me, 'display_name')) ?? textOf(pick(me, 'id')) ?? 'Spotify user',
        country: textOf(pick(me, 'country')),
        followers: Number(pick(me, 'followers', 'total') ?? 0) || 0,
      };
    },
    async followArtist(accessToken, artistId) {
      await api(accessToken, '/me/following', { method: 'PUT', query: { type: 'artist' }, json: { ids: [artistId] } });
    },
    async followPlaylist(accessToken, playlistId) {
      await api(accessToken, `/playlists/${encodeURIComponent(playlistId)}/followers`, { method: 'PUT', json: { public: false } });
    },
    async saveRelease(accessToken, release) {
      const found = await api(accessToken, '/search', { query: { q: `upc:${release.upc}`, type: 'album', limit: '1' } });
      const album = pick(found, 'albums', 'items', 0);
      const albumId = textOf(pick(album, 'id'));
      if (!albumId) return null;
      await api(accessToken, '/me/albums', { method: 'PUT', json: { ids: [albumId] } });
      return { albumId, artistId: textOf(pick(album, 'artists', 0, 'id')) ?? '' };
    },
  };
}
