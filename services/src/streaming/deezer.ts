import { ProviderFailure, ProviderRateLimited, type ProviderApp, type StreamingProvider } from './provider';
import { oauthClient } from './oauth-client';
import { pick, providerFetch, textOf, type ApiRequest } from './provider-http';

/** Deezer's "Quota limit exceeded" (50 calls per 5 s): it asks for no particular wait. */
const QUOTA_WAIT_MS = 5_000;

/**
 * Deezer API (developers.deezer.com/api): GET /user/me, /user/me/followers, POST /user/me/artists?artist_id,
 * /user/me/playlists?playlist_id, GET /album/upc:{upc}, POST /user/me/albums?album_id; the token rides in the query.
 * Deezer reports errors in a 200 answer's `error` (code 4 the quota, 300 an invalid token, 800 nothing found); a 429
 * is honoured too. Its OAuth is asked for with the standard parameters besides its own `app_id` and `perms`.
 */
export function deezerProvider(app: ProviderApp): StreamingProvider {
  const perms = 'basic_access,offline_access,manage_library';
  const oauth = oauthClient(
    {
      id: 'deezer',
      authUrl: 'https://connect.deezer.com/oauth/auth.php',
      tokenUrl: 'https://connect.deezer.com/oauth/access_token.php',
      scope: perms,
      clientAuth: 'body',
      authorizeParams: { app_id: app.clientId, perms },
    },
    app,
  );
  async function api(accessToken: string, path: string, request: ApiRequest = {}): Promise<unknown> {
    const answer = await providerFetch('deezer', new URL(`${app.apiUrl ?? 'https://api.deezer.com'}${path}`), {
      ...request,
      query: { ...request.query, access_token: accessToken },
    });
    const code = Number(pick(answer, 'error', 'code'));
    if (code === 4) throw new ProviderRateLimited('deezer', QUOTA_WAIT_MS);
    if (code === 800) return null;
    if (pick(answer, 'error') !== undefined) {
      throw new ProviderFailure('deezer', `${path} refused (${String(pick(answer, 'error', 'message') ?? code).slice(0, 200)})`, code === 300);
    }
    return answer;
  }

  return {
    id: 'deezer',
    name: 'Deezer',
    ...oauth,
    async currentUser(accessToken) {
      const me = await api(accessToken, '/user/me');
      const followers = await api(accessToken, '/user/me/followers', { query: { limit: '1' } });
      return {
        id: textOf(pick(me, 'id')) ?? '',
        name: textOf(pick(me, 'name')) ?? 'Deezer user',
        country: textOf(pick(me, 'country')),
        followers: Number(pick(followers, 'total') ?? 0) || 0,
      };
    },
    async followArtist(accessToken, artistId) {
      await api(accessToken, '/user/me/artists', { method: 'POST', query: { artist_id: artistId } });
    },
    async followPlaylist(accessToken, playlistId) {
      await api(accessToken, '/user/me/playlists', { method: 'POST', query: { playlist_id: playlistId } });
    },
    async saveRelease(accessToken, release) {
      const album = await api(accessToken, `/album/upc:${encodeURIComponent(release.upc)}`);
      const albumId = textOf(pick(album, 'id'));
      if (!albumId) return null;
      await api(accessToken, '/user/me/albums', { method: 'POST', query: { album_id: albumId } });
      return { albumId, artistId: textOf(pick(album, 'artist', 'id')) ?? '' };
    },
  };
}
