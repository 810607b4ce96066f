import type { ProviderApp, StreamingProvider } from './provider';
import { oauthClient } from './oauth-client';
import { pick, providerFetch, textOf, type ApiRequest } from './provider-http';

/**
 * YouTube Music through the YouTube Data API v3 (developers.google.com/youtube/v3/docs): channels.list(mine),
 * subscriptions.insert (follow the artist's channel), search.list (the release's album playlist), playlistItems.list
 * and videos.rate(like), which puts the tracks in the fan's liked music: the Data API has no "save album" call.
 * Google's OAuth gives a refresh token with access_type=offline.
 */
export function youtubeMusicProvider(app: ProviderApp): StreamingProvider {
  const oauth = oauthClient(
    {
      id: 'youtube_music',
      authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      scope: 'https://www.googleapis.com/auth/youtube',
      clientAuth: 'body',
      authorizeParams: { access_type: 'offline', prompt: 'consent' },
    },
    app,
  );
  const api = (accessToken: string, path: string, request: ApiRequest = {}) =>
    providerFetch('youtube_music', new URL(`${app.apiUrl ?? 'https://www.googleapis.com/youtube/v3'}${path}`), {
      ...request,
      headers: { Authorization: `Bearer ${accessToken}` },
    });

  async function likePlaylist(accessToken: string, playlistId: string): Promise<void> {
    const items = await api(accessToken, '/playlistItems', { query: { part: 'contentDetails', playlistId, maxResults: '50' } });
    const videos = ((pick(items, 'items') as unknown[] | undefined) ?? []).map((item) => textOf(pick(item, 'contentDetails', 'videoId'))).filter(Boolean);
    for (const id of videos) await api(accessToken, '/videos/rate', { method: 'POST', query: { id: id!, rating: 'like' } });
  }

  return {
    id: 'youtube_music',
    name: 'YouTube Music',
    ...oauth,
    async currentUser(accessToken) {
      const channels = await api(accessToken, '/channels', { query: { part: 'snippet,statistics', mine: 'true' } });
      const channel = pick(channels, 'items', 0);
      return {
        id: textOf(pick(channel, 'id')) ?? '',
        name: textOf(pick(channel, 'snippet', 'title')) ?? 'YouTube user',
        country: textOf(pick(channel, 'snippet', 'country')),
        followers: Number(pick(channel, 'statistics', 'subscriberCount') ?? 0) || 0,
      };
    },
    async followArtist(accessToken, channelId) {
      await api(accessToken, '/subscriptions', {
        method: 'POST',
        query: { part: 'snippet' },
        json: { snippet: { resourceId: { kind: 'youtube#channel', channelId } } },
      });
    },
    followPlaylist: likePlaylist,
    async saveRelease(accessToken, release) {
      const found = await api(accessToken, '/search', { query: { part: 'snippet', type: 'playlist', maxResults: '1', q: `${release.artist} ${release.title} ${release.upc}` } });
      const hit = pick(found, 'items', 0);
      const playlistId = textOf(pick(hit, 'id', 'playlistId'));
      if (!playlistId) return null;
      await likePlaylist(accessToken, playlistId);
      return { albumId: playlistId, artistId: textOf(pick(hit, 'snippet', 'channelId')) ?? '' };
    },
  };
}
