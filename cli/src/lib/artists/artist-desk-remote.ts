import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import { InvalidInputError } from '../invalid-input';
import type { ApiClient } from '../remote/api-client';
import type { ArtistDesk } from './artist-desk';
import { namedAfterFlags } from './artists';

/** The token's account's artists through `GET` and `POST /v1/artists`. */
export function remoteArtistDesk(api: ApiClient): ArtistDesk {
  return {
    list: async () => (await api.request<{ artists: ArtistJson[] }>('GET', 'artists')).artists,
    async create(artist) {
      try {
        return (await api.request<{ artist: ArtistJson }>('POST', 'artists', { json: artist })).artist;
      } catch (error) {
        if (error instanceof InvalidInputError) throw namedAfterFlags(error.problems);
        throw error;
      }
    },
  };
}
