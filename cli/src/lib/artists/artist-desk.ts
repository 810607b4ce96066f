import type { ArtistJson } from '@slipcase/api-contract/artist-schemas';
import type { NewArtist } from './artists';

/**
 * `slipcase artists`' actions, on the local database as the account `--as` names (artist-desk-local.ts) or through
 * the server's `/v1/artists` signed in (artist-desk-remote.ts): the same answers and refusals either way.
 */
export interface ArtistDesk {
  /** The account's artists, oldest first. */
  list(): Promise<ArtistJson[]>;
  /** An artist made with the web's rules and the plan's limit; every refused field named after its flag. */
  create(artist: NewArtist): Promise<ArtistJson>;
}
