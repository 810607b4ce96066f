import type { StreamingProviderId } from '@slipcase/domain';

/** An installation's app at a provider (config's streaming settings); endpoints null are the provider's own. */
export interface ProviderApp {
  clientId: string;
  clientSecret: string;
  authUrl: string | null;
  tokenUrl: string | null;
  apiUrl: string | null;
}

/** What a token endpoint gave: the refresh token only when it sent a new one (else keep the old). */
export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
  scope: string;
}

export interface ProviderUser {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2, when the provider says. */
  country: string | null;
  followers: number;
}

/** A release found in the provider's catalogue and saved to the fan's library. */
export interface SavedRelease {
  albumId: string;
  /** The release's main artist at the provider, to follow. */
  artistId: string;
}

/**
 * One streaming provider (Spotify, Deezer, YouTube Music) as the pre-save and the playlist pitch need it: OAuth 2
 * with PKCE, then the few calls made on the fan's behalf. Each implementation is written from the provider's public
 * API reference; the contract suite (`provider-contract.test.ts`) runs each against a local OAuth server and a fake of
 * its endpoints.
 */
export interface StreamingProvider {
  id: StreamingProviderId;
  /** Shown on buttons: "Spotify". */
  name: string;
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string }): URL;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<ProviderTokens>;
  refresh(refreshToken: string): Promise<ProviderTokens>;
  currentUser(accessToken: string): Promise<ProviderUser>;
  followArtist(accessToken: string, artistId: string): Promise<void>;
  followPlaylist(accessToken: string, playlistId: string): Promise<void>;
  /** Finds the release by its UPC and saves it to the library; null when the provider does not have it (yet). */
  saveRelease(accessToken: string, release: { upc: string; title: string; artist: string }): Promise<SavedRelease | null>;
}

/** 429: the provider asks to wait `retryAfterMs` before the next call. */
export class ProviderRateLimited extends Error {
  override name = 'ProviderRateLimited';
  constructor(
    readonly provider: StreamingProviderId,
    readonly retryAfterMs: number,
  ) {
    super(`${provider} is rate limiting: retry after ${Math.ceil(retryAfterMs / 1000)} s`);
  }
}

/** The fan took the access back (a 401 that a refresh cannot mend, or a refresh refused with invalid_grant). */
export class ProviderAccessRevoked extends Error {
  override name = 'ProviderAccessRevoked';
  constructor(readonly provider: StreamingProviderId) {
    super(`${provider} access was revoked`);
  }
}

/** Anything else: a refusal, an error of theirs, no answer in time. */
export class ProviderFailure extends Error {
  override name = 'ProviderFailure';
  constructor(
    readonly provider: StreamingProviderId,
    message: string,
    /** 401: the access token is no longer good (expired early); a refresh may mend it. */
    readonly unauthorized = false,
  ) {
    super(`${provider}: ${message}`);
  }
}
