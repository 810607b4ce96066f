/**
 * Local stand-ins for Spotify, Deezer and YouTube Music: one OAuth 2 server (oauth2-mock-server, PKCE checked) and
 * one HTTP server with the few API endpoints the providers call, under /spotify/v1, /deezer and /youtube/v3, answering
 * as their public references describe. Used by the contract suite, the workflow's tests, the e2e run and `npm start`
 * (sandbox mode). Every UPC is "in the catalogue" unless marked missing. They sign ANYBODY in: demos and tests only.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';
import type { StreamingProviderId } from '@slipcase/domain';

export interface FakeFan {
  key: string;
  name: string;
  country: string;
  followers: number;
}

export interface LibraryEntry {
  provider: StreamingProviderId;
  fan: string;
  kind: 'album' | 'artist' | 'playlist' | 'like';
  id: string;
}

const DEMO_FAN: FakeFan = { key: 'demo-fan', name: 'Demo Fan', country: 'DE', followers: 12 };
const PREFIX: Record<StreamingProviderId, string> = { spotify: '/spotify/v1', deezer: '/deezer', youtube_music: '/youtube/v3' };
const ENV_NAME: Record<StreamingProviderId, string> = { spotify: 'SPOTIFY', deezer: 'DEEZER', youtube_music: 'YOUTUBE_MUSIC' };
/** The sandbox's fixed token key: demos only (a real installation sets its own). */
export const SANDBOX_TOKEN_KEY = Buffer.alloc(32, 7).toString('base64');

export class FakeStreaming {
  readonly library: LibraryEntry[] = [];
  /** Fans by key; whoever signs in next is `nextFan` (then the demo fan). */
  readonly fans = new Map<string, FakeFan>([[DEMO_FAN.key, DEMO_FAN]]);
  nextFan: FakeFan | null = null;
  /** Fans who took the app's access back at the provider: their calls are 401, their refreshes invalid_grant. */
  readonly revoked = new Set<string>();
  /** UPCs the providers do not have. */
  readonly missing = new Set<string>();
  /** API calls answered, by provider (429s included). */
  readonly calls: Record<StreamingProviderId, number> = { spotify: 0, deezer: 0, youtube_music: 0 };
  private limited: Partial<Record<StreamingProviderId, { count: number; retryAfterSeconds: number }>> = {};
  private failing: Partial<Record<StreamingProviderId, number>> = {};
  private readonly codes = new Map<string, string>();
  private readonly refreshOwners = new Map<string, string>();

  private constructor(
    readonly oauth: OAuth2Server,
    private readonly api: Server,
  ) {}

  static async start({ port = 0 }: { port?: number } = {}): Promise<FakeStreaming> {
    const oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(port, '127.0.0.1');
    oauth.issuer.url = `http://127.0.0.1:${oauth.address().port}`;
    const api = createServer();
    await new Promise<void>((resolve, reject) => {
      api.once('error', reject);
      api.listen(port === 0 ? 0 : port + 1, '127.0.0.1', resolve);
    });
    const fake = new FakeStreaming(oauth, api);
    api.on('request', (req, res) => void fake.answer(req, res));
    fake.hookOAuth();
    return fake;
  }

  get oauthUrl(): string {
    return this.oauth.issuer.url!;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${(this.api.address() as AddressInfo).port}`;
  }

  /** The settings of an app at each provider pointing here (config's streaming provider settings). */
  app(provider: StreamingProviderId) {
    return {
      clientId: `slipcase-sandbox-${provider}`,
      clientSecret: `slipcase-sandbox-${provider}-secret`,
      authUrl: `${this.oauthUrl}/authorize`,
      tokenUrl: `${this.oauthUrl}/token`,
      apiUrl: `${this.apiUrl}${PREFIX[provider]}`,
    };
  }

  /** The environment variables that configure the three providers against this fake. */
  env(): Record<string, string> {
    const env: Record<string, string> = { SLIPCASE_STREAMING_TOKEN_KEY: SANDBOX_TOKEN_KEY };
    for (const provider of Object.keys(PREFIX) as StreamingProviderId[]) {
      const app = this.app(provider);
      const name = `SLIPCASE_${ENV_NAME[provider]}`;
      Object.assign(env, {
        [`${name}_CLIENT_ID`]: app.clientId,
        [`${name}_CLIENT_SECRET`]: app.clientSecret,
        [`${name}_AUTH_URL`]: app.authUrl,
        [`${name}_TOKEN_URL`]: app.tokenUrl,
        [`${name}_API_URL`]: app.apiUrl,
      });
    }
    return env;
  }

  /** The next `count` API calls to `provider` are refused with 429 and `Retry-After: seconds`. */
  rateLimit(provider: StreamingProviderId, count: number, retryAfterSeconds: number): void {
    this.limited[provider] = { count, retryAfterSeconds };
  }

  /** The next `count` API calls to `provider` fail with 503. */
  failNext(provider: StreamingProviderId, count: number): void {
    this.failing[provider] = count;
  }

  addFan(fan: FakeFan): FakeFan {
    this.fans.set(fan.key, fan);
    return fan;
  }

  entriesOf(fan: string, provider?: StreamingProviderId): LibraryEntry[] {
    return this.library.filter((entry) => entry.fan === fan && (!provider || entry.provider === provider));
  }

  /** Whether the fan's library has the release of this UPC (YouTube: every track liked). */
  hasSaved(provider: StreamingProviderId, fan: string, upc: string): boolean {
    const album = albumId(provider === 'youtube_music' ? 'youtube' : provider, upc);
    const entries = this.entriesOf(fan, provider);
    return provider === 'youtube_music' ? entries.filter((e) => e.kind === 'like' && e.id.startsWith(album)).length === 2 : entries.some((e) => e.kind === 'album' && e.id === album);
  }

  /** Whether the fan follows the artist of the release of this UPC. */
  followsArtistOf(provider: StreamingProviderId, fan: string, upc: string): boolean {
    const artist = artistId(provider === 'youtube_music' ? 'youtube' : provider, upc);
    return this.entriesOf(fan, provider).some((e) => e.kind === 'artist' && e.id === artist);
  }

  async stop(): Promise<void> {
    await Promise.all([this.oauth.stop(), new Promise<void>((resolve) => this.api.close(() => resolve()))]);
  }

  private hookOAuth(): void {
    const service = this.oauth.service;
    service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
      const code = redirect.url.searchParams.get('code');
      if (code) this.codes.set(code, (this.nextFan ?? DEMO_FAN).key);
      this.nextFan = null;
    });
    const fanOf = (body: Record<string, unknown> | undefined) =>
      typeof body?.code === 'string' ? this.codes.get(body.code) : typeof body?.refresh_token === 'string' ? this.refreshOwners.get(body.refresh_token) : undefined;
    service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
      const fan = fanOf(req.body);
      if (fan) token.payload.sub = fan;
    });
    service.on('beforeResponse', (response: { body: Record<string, unknown>; statusCode: number }, req: { body?: Record<string, unknown> }) => {
      const fan = fanOf(req.body);
      if (!fan || this.revoked.has(fan)) {
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
        return;
      }
      if (typeof req.body?.code === 'string') this.codes.delete(req.body.code);
      if (typeof response.body.refresh_token === 'string') this.refreshOwners.set(response.body.refresh_token, fan);
    });
  }

  /** The fan a bearer (or Deezer's access_token parameter) names: the JWT's subject, if not expired. */
  private fanOf(req: IncomingMessage, url: URL): string | null {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '') || url.searchParams.get('access_token') || '';
    const [, payload] = token.split('.');
    try {
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { sub?: string; exp?: number; iss?: string };
      if (claims.iss !== this.oauthUrl || !claims.sub || (claims.exp ?? 0) * 1000 < Date.now() || this.revoked.has(claims.sub)) return null;
      return claims.sub;
    } catch {
      return null;
    }
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.apiUrl);
    const provider = (Object.keys(PREFIX) as StreamingProviderId[]).find((id) => url.pathname.startsWith(`${PREFIX[id]}/`));
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (!provider) return send(404, { error: { status: 404, message: 'Not found' } });
    this.calls[provider] += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const limit = this.limited[provider];
    if (limit && limit.count > 0) {
      limit.count -= 1;
      return send(429, { error: { status: 429, message: 'API rate limit exceeded' } }, { 'Retry-After': String(limit.retryAfterSeconds) });
    }
    if ((this.failing[provider] ?? 0) > 0) {
      this.failing[provider]! -= 1;
      return send(503, { error: { status: 503, message: 'Service unavailable' } });
    }
    const fan = this.fanOf(req, url);
    if (!fan) {
      if (provider === 'deezer') return send(200, { error: { type: 'OAuthException', message: 'Invalid OAuth access token.', code: 300 } });
      return send(401, { error: { status: 401, message: 'Invalid access token' } });
    }
    const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
    const path = url.pathname.slice(PREFIX[provider].length);
    const answer = ROUTES[provider](this, { fan, method: req.method ?? 'GET', path, query: url.searchParams, body });
    if (answer === undefined) return send(404, { error: { status: 404, message: 'Not found' } });
    send(answer === null ? 204 : 200, answer ?? undefined);
  }

  record(provider: StreamingProviderId, fan: string, kind: LibraryEntry['kind'], id: string): void {
    if (!this.library.some((e) => e.provider === provider && e.fan === fan && e.kind === kind && e.id === id)) this.library.push({ provider, fan, kind, id });
  }

  profile(fan: string): FakeFan {
    return this.fans.get(fan) ?? { ...DEMO_FAN, key: fan, name: fan };
  }
}

interface Call {
  fan: string;
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** What a provider answers: a JSON body, null for 204, undefined for 404. */
type Route = (fake: FakeStreaming, call: Call) => unknown;

const albumId = (provider: string, upc: string) => `${provider}-album-${upc}`;
const artistId = (provider: string, upc: string) => `${provider}-artist-of-${upc}`;

const ROUTES: Record<StreamingProviderId, Route> = {
  spotify(fake, { fan, method, path, query, body }) {
    const ids = (body.ids as string[] | undefined) ?? query.get('ids')?.split(',') ?? [];
    if (method === 'GET' && path === '/me') {
      const me = fake.profile(fan);
      return { id: `spotify-${me.key}`, display_name: me.name, country: me.country, followers: { total: me.followers } };
    }
    if (method === 'GET' && path === '/search') {
      const upc = /^upc:(\d+)$/.exec(query.get('q') ?? '')?.[1];
      const found = upc && !fake.missing.has(upc) ? [{ id: albumId('spotify', upc), artists: [{ id: artistId('spotify', upc) }] }] : [];
      return { albums: { items: found, total: found.length } };
    }
    if (method === 'PUT' && path === '/me/albums') return ids.forEach((id) => fake.record('spotify', fan, 'album', id)) ?? null;
    if (method === 'PUT' && path === '/me/following' && query.get('type') === 'artist') return ids.forEach((id) => fake.record('spotify', fan, 'artist', id)) ?? null;
    const playlist = /^\/playlists\/([^/]+)\/followers$/.exec(path)?.[1];
    if (method === 'PUT' && playlist) return fake.record('spotify', fan, 'playlist', decodeURIComponent(playlist)) ?? null;
    return undefined;
  },
  deezer(fake, { fan, method, path, query }) {
    const ok = true;
    if (method === 'GET' && path === '/user/me') {
      const me = fake.profile(fan);
      return { id: `deezer-${me.key}`, name: me.name, country: me.country, type: 'user' };
    }
    if (method === 'GET' && path === '/user/me/followers') return { data: [], total: fake.profile(fan).followers };
    const upc = /^\/album\/upc:(\d+)$/.exec(decodeURIComponent(path))?.[1];
    if (method === 'GET' && upc) {
      if (fake.missing.has(upc)) return { error: { type: 'DataException', message: 'no data', code: 800 } };
      return { id: albumId('deezer', upc), upc, artist: { id: artistId('deezer', upc) } };
    }
    if (method === 'POST' && path === '/user/me/albums') return fake.record('deezer', fan, 'album', query.get('album_id') ?? '') ?? ok;
    if (method === 'POST' && path === '/user/me/artists') return fake.record('deezer', fan, 'artist', query.get('artist_id') ?? '') ?? ok;
    if (method === 'POST' && path === '/user/me/playlists') return fake.record('deezer', fan, 'playlist', query.get('playlist_id') ?? '') ?? ok;
    return undefined;
  },
  youtube_music(fake, { fan, method, path, query, body }) {
    if (method === 'GET' && path === '/channels' && query.get('mine') === 'true') {
      const me = fake.profile(fan);
      return { kind: 'youtube#channelListResponse', items: [{ id: `UC-${me.key}`, snippet: { title: me.name, country: me.country }, statistics: { subscriberCount: String(me.followers) } }] };
    }
    if (method === 'GET' && path === '/search') {
      const upc = /(\d{12,14})\s*$/.exec(query.get('q') ?? '')?.[1];
      const items = upc && !fake.missing.has(upc) ? [{ id: { kind: 'youtube#playlist', playlistId: albumId('youtube', upc) }, snippet: { channelId: artistId('youtube', upc) } }] : [];
      return { kind: 'youtube#searchListResponse', items };
    }
    if (method === 'GET' && path === '/playlistItems') {
      const playlist = query.get('playlistId') ?? '';
      return { items: [1, 2].map((n) => ({ contentDetails: { videoId: `${playlist}-track-${n}` } })) };
    }
    if (method === 'POST' && path === '/videos/rate' && query.get('rating') === 'like') return fake.record('youtube_music', fan, 'like', query.get('id') ?? '') ?? null;
    if (method === 'POST' && path === '/subscriptions') {
      const channel = (body.snippet as { resourceId?: { channelId?: string } } | undefined)?.resourceId?.channelId ?? '';
      fake.record('youtube_music', fan, 'artist', channel);
      return { kind: 'youtube#subscription', id: `sub-${fan}-${channel}` };
    }
    return undefined;
  },
};
