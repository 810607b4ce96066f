import type { Server } from 'node:http';
import type { TestDatabase } from '@slipcase/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accountTokens from '../app/routes/account.api-tokens';
import * as artistEdit from '../app/routes/artists.$id.edit';
import * as artistNew from '../app/routes/artists.new';
import * as loginPage from '../app/routes/auth.login';
import * as signupPage from '../app/routes/auth.signup';
import * as home from '../app/routes/_index';
import * as v1Artists from '../app/routes/v1.artists';
import * as v1SmartLinks from '../app/routes/v1.smartlinks';
import * as v1SmartLink from '../app/routes/v1.smartlinks.$id';
import * as smartLinkPage from '../app/routes/s.$slug';
import * as smartLinkClick from '../app/routes/s.$slug.go.$store';
import * as v1Captcha from '../app/routes/v1.auth.captcha';
import * as v1Login from '../app/routes/v1.auth.login';
import * as v1Register from '../app/routes/v1.auth.register';
import * as v1ResetLink from '../app/routes/v1.auth.password-reset-link';
import * as v1Releases from '../app/routes/v1.releases';
import * as v1Release from '../app/routes/v1.releases.$id';
import * as v1Takedown from '../app/routes/v1.releases.$id.takedown';
import * as v1Track from '../app/routes/v1.releases.$id.tracks.$trackId';
import * as v1Tracks from '../app/routes/v1.releases.$id.tracks';
import * as v1Artwork from '../app/routes/v1.releases.$id.artwork';
import * as v1Trace from '../app/routes/v1.royalties.trace';
import * as tracePage from '../app/routes/royalties_.trace';
import * as releasePage from '../app/routes/distributions.$id';
import * as wizardStep from '../app/routes/distributions.$id_.edit.$step';
import * as languagePage from '../app/routes/language';
import * as royaltiesPage from '../app/routes/royalties';
import * as stripeWebhook from '../app/routes/webhooks.stripe';
import { routeHandler, send, stateOf, type RouteTable } from '../app/testing/bad-input';
import { sessionCookie } from '../app/testing/database';
import { createLabelWorkspace, type LabelWorkspace } from '../app/testing/label-workspace';
import { createReleaseRow } from '../app/testing/releases';
import { createApp } from './app';

// The bad-input corpus (issue 17): every request is one an outside probe sent, through the real Express app and the
// real route modules against a real database. Each must get its documented status and error code, never a 500, and
// leave every row and every stored file as they were.

const ROUTES: RouteTable = [
  ['/', home],
  ['/artists/new', artistNew],
  ['/artists/:id/edit', artistEdit],
  ['/auth/login', loginPage],
  ['/auth/signup', signupPage],
  ['/account/api-tokens', accountTokens],
  ['/webhooks/stripe', stripeWebhook],
  ['/v1/artists', v1Artists],
  ['/v1/smartlinks', v1SmartLinks],
  ['/v1/smartlinks/:id', v1SmartLink],
  ['/s/:slug', smartLinkPage],
  ['/s/:slug/go/:store', smartLinkClick],
  ['/v1/auth/captcha', v1Captcha],
  ['/v1/auth/login', v1Login],
  ['/v1/auth/register', v1Register],
  ['/v1/auth/password-reset-link', v1ResetLink],
  ['/v1/releases', v1Releases],
  ['/v1/releases/:id', v1Release],
  ['/v1/releases/:id/takedown', v1Takedown],
  ['/v1/releases/:id/tracks', v1Tracks],
  ['/v1/releases/:id/tracks/:trackId', v1Track],
  ['/v1/releases/:id/artwork', v1Artwork],
  ['/v1/royalties/trace', v1Trace],
  ['/royalties/trace', tracePage],
  ['/royalties', royaltiesPage],
  ['/language', languagePage],
  ['/distributions/:id', releasePage],
  ['/distributions/:id/edit/:step', wizardStep],
];

let workspace: LabelWorkspace;
let database: TestDatabase;
let server: Server;
let cookie: string;
const ids = { release: '', track: '', artist: '' };

interface Case {
  method: string;
  /** `{release}`, `{track}` and `{artist}` are the seeded ones. */
  path: string;
  as?: 'token' | 'session' | 'nobody';
  json?: unknown;
  form?: Record<string, string>;
  multipart?: Record<string, string | Blob>;
  raw?: { type: string; body: string };
  headers?: Record<string, string>;
  status: number;
  /** The documented error code the answer carries (absent for a bare refusal, such as a page's 405). */
  code?: string;
  allow?: string;
}

const NUL = '\u0000';
const ESC = '\u001b[2J';
const CSI = '\u009b31m';
/** A new release's required fields (the artist one of nobody's: the field under test is refused first), and `fields`. */
const release = (fields: object): Case['json'] => ({
  title: 'Night Drive',
  artistId: 'c000000000000000000000000',
  type: 'single',
  primaryGenre: 'pop',
  language: 'en',
  ...fields,
});
const v1 = (method: string, path: string, json: unknown, status: number, code: string): Case => ({ method, path, json, status, code, as: 'token' });
const artistForm = (fields: Record<string, string>) => ({ name: 'Nova Lane', type: 'solo', mainGenre: 'pop', ...fields });
const login = (fields: Record<string, string>) => ({ username: 'label', password: 'pw-123456!', captcha: 'abcde', captcha_id: 'c1', ...fields });
const registration = (fields: Record<string, string>) => ({
  first_name: 'Ana', last_name: 'Lane', username: 'ana.lane', email: 'ana@example.test', password: 'Strong-pass-123!', password_confirmation: 'Strong-pass-123!', ...fields,
});

const CASES: [string, Case][] = [
  // /v1 bodies: text with control characters, impossible dates
  ['/v1 release title with a NUL', v1('POST', '/v1/releases', release({ title: `Night${NUL}Drive` }), 400, 'invalid_characters')],
  ['/v1 release title with an escape', v1('POST', '/v1/releases', release({ title: `${ESC}Night` }), 400, 'invalid_characters')],
  ['/v1 release title with a C1 CSI', v1('POST', '/v1/releases', release({ title: `Night${CSI}` }), 400, 'invalid_characters')],
  ['/v1 release title with a line break', v1('POST', '/v1/releases', release({ title: 'Night\nDrive' }), 400, 'invalid_characters')],
  ['/v1 release label with a NUL', v1('POST', '/v1/releases', release({ label: `Label${NUL}` }), 400, 'invalid_characters')],
  ['/v1 release genre with a NUL', v1('POST', '/v1/releases', release({ primaryGenre: `pop${NUL}` }), 400, 'invalid_characters')],
  ['/v1 featured artist with a NUL', v1('POST', '/v1/releases', release({ featuredArtists: [`Guest${NUL}`] }), 400, 'invalid_characters')],
  ['/v1 artistId with a NUL', v1('POST', '/v1/releases', release({ artistId: `x${NUL}` }), 400, 'invalid_characters')],
  ['/v1 platform with a NUL', v1('POST', '/v1/releases', release({ platforms: [`spotify${NUL}`] }), 400, 'invalid_characters')],
  ['/v1 release date 0000-00-00', v1('POST', '/v1/releases', release({ releaseDate: '0000-00-00' }), 400, 'invalid_release_date')],
  ['/v1 release date 2027-13-45', v1('POST', '/v1/releases', release({ releaseDate: '2027-13-45' }), 400, 'invalid_release_date')],
  ['/v1 release date 2027-02-30', v1('POST', '/v1/releases', release({ releaseDate: '2027-02-30' }), 400, 'invalid_release_date')],
  ['/v1 presave date 2027-02-30', v1('POST', '/v1/releases', release({ presaveDate: '2027-02-30' }), 400, 'invalid_release_date')],
  ['/v1 body that is not JSON', { method: 'POST', path: '/v1/releases', as: 'token', raw: { type: 'application/json', body: '{"title":' }, status: 400, code: 'invalid_input' }],
  ['/v1 PATCH title with a NUL', v1('PATCH', '/v1/releases/{release}', { title: `a${NUL}` }, 400, 'invalid_characters')],
  ['/v1 PATCH release date 2027-02-30', v1('PATCH', '/v1/releases/{release}', { releaseDate: '2027-02-30' }, 400, 'invalid_release_date')],
  ['/v1 PATCH label with an escape', v1('PATCH', '/v1/releases/{release}', { label: ESC }, 400, 'invalid_characters')],
  ['/v1 track title with a NUL', v1('PATCH', '/v1/releases/{release}/tracks/{track}', { title: `Intro${NUL}` }, 400, 'invalid_characters')],
  ['/v1 track lyrics with a NUL', v1('PATCH', '/v1/releases/{release}/tracks/{track}', { lyrics: `la${NUL}la` }, 400, 'invalid_characters')],
  ['/v1 track lyrics with an escape', v1('PATCH', '/v1/releases/{release}/tracks/{track}', { lyrics: `la\n${ESC}` }, 400, 'invalid_characters')],
  ['/v1 contributor with a bell', v1('PATCH', '/v1/releases/{release}/tracks/{track}', { contributors: [{ name: 'Jane\u0007', role: 'writer', sharePercent: 100 }] }, 400, 'invalid_characters')],
  ['/v1 performer with a NUL', v1('PATCH', '/v1/releases/{release}/tracks/{track}', { performers: [{ name: `Jane${NUL}`, instrument: null }] }, 400, 'invalid_characters')],
  ['/v1 artist name with a NUL', v1('POST', '/v1/artists', { name: `Nova${NUL}`, type: 'solo', mainGenre: 'pop' }, 400, 'invalid_characters')],
  ['/v1 artist biography with an escape', v1('POST', '/v1/artists', { name: 'Nova', type: 'solo', mainGenre: 'pop', biography: ESC }, 400, 'invalid_characters')],
  ['/v1 artist country with a NUL', v1('POST', '/v1/artists', { name: 'Nova', type: 'solo', mainGenre: 'pop', country: NUL }, 400, 'invalid_characters')],
  // Smart links (issue 29)
  ['/v1 smart link address with a NUL', v1('POST', '/v1/smartlinks', { releaseId: 'cmnosuchrelease0000000000', slug: `song${NUL}` }, 400, 'invalid_characters')],
  ['/v1 smart link address with an escape', v1('POST', '/v1/smartlinks', { releaseId: 'cmnosuchrelease0000000000', slug: `${ESC}[2J` }, 400, 'invalid_characters')],
  ['/v1 smart link address that is a script', v1('POST', '/v1/smartlinks', { releaseId: 'cmnosuchrelease0000000000', slug: 'javascript:alert(1)' }, 400, 'smartlink_invalid_slug')],
  ['/v1 smart link id with a NUL', { method: 'GET', path: '/v1/smartlinks/abc%00', as: 'token', status: 400, code: 'invalid_characters' }],
  ['smart link page with a NUL', { method: 'GET', path: '/s/song%00', as: 'nobody', status: 400, code: 'invalid_characters' }],
  ['smart link click with an escape', { method: 'GET', path: '/s/song/go/%1B%5B2J', as: 'nobody', status: 400, code: 'invalid_characters' }],
  ['/v1 takedown text with a NUL', v1('POST', '/v1/releases/{release}/takedown', { reason: 'other', otherText: NUL }, 400, 'invalid_characters')],
  ['/v1 takedown store with a NUL', v1('POST', '/v1/releases/{release}/takedown', { reason: 'mistake', stores: [`spotify${NUL}`] }, 400, 'invalid_characters')],
  ['/v1 takedown day with an escape', v1('POST', '/v1/releases/{release}/takedown', { reason: 'mistake', on: `${ESC}[2J` }, 400, 'invalid_characters')],
  // /v1 ids, cursors and queries
  ['/v1 cursor with a NUL', { method: 'GET', path: '/v1/releases?cursor=%00', as: 'token', status: 400, code: 'invalid_characters' }],
  ['/v1 cursor with an escape', { method: 'GET', path: '/v1/releases?cursor=%1B%5B2J', as: 'token', status: 400, code: 'invalid_characters' }],
  ['/v1 limit with a NUL', { method: 'GET', path: '/v1/releases?limit=1%00', as: 'token', status: 400, code: 'invalid_characters' }],
  ['/v1 release id with a NUL', { method: 'GET', path: '/v1/releases/abc%00', as: 'token', status: 400, code: 'invalid_characters' }],
  ['/v1 release id with an escape', { method: 'PATCH', path: '/v1/releases/%1B%5B2J', as: 'token', json: { title: 'x' }, status: 400, code: 'invalid_characters' }],
  ['/v1 track id with a NUL', { method: 'PATCH', path: '/v1/releases/{release}/tracks/t%00', as: 'token', json: { title: 'x' }, status: 400, code: 'invalid_characters' }],
  ['/v1 broken escape in the path', { method: 'GET', path: '/v1/releases/%E0%A4%A', as: 'token', status: 400, code: 'invalid_characters' }],
  ['/v1 new track title with a NUL', { method: 'POST', path: '/v1/releases/{release}/tracks?title=a%00', as: 'token', raw: { type: 'audio/flac', body: 'x' }, status: 400, code: 'invalid_characters' }],
  ['/v1 trace without a period', { method: 'GET', path: '/v1/royalties/trace?isrc=USABC2600001', as: 'token', status: 400, code: 'required' }],
  ['/v1 trace period 2026-13', { method: 'GET', path: '/v1/royalties/trace?period=2026-13', as: 'token', status: 400, code: 'invalid_period' }],
  ['/v1 trace ISRC with a NUL', { method: 'GET', path: '/v1/royalties/trace?period=2026-11&isrc=US%00', as: 'token', status: 400, code: 'invalid_characters' }],
  ['/v1 trace store with an escape', { method: 'GET', path: '/v1/royalties/trace?period=2026-11&store=%1B%5B2J', as: 'token', status: 400, code: 'invalid_characters' }],
  ['/v1 trace UPC of letters', { method: 'GET', path: '/v1/royalties/trace?period=2026-11&upc=abcdefabcdef', as: 'token', status: 400, code: 'invalid_upc' }],
  ['/v1 trace country of three letters', { method: 'GET', path: '/v1/royalties/trace?period=2026-11&country=DEU', as: 'token', status: 400, code: 'invalid_input' }],
  ['/v1 trace release id climbing out', { method: 'GET', path: '/v1/royalties/trace?period=2026-11&releaseId=..%2F..', as: 'token', status: 400, code: 'invalid_input' }],
  ['/v1 trace of a release that is nobody’s', { method: 'GET', path: '/v1/royalties/trace?period=2026-11&releaseId=c000000000000000000000000', as: 'token', status: 404, code: 'not_found' }],
  ['/v1 trace parameter it does not take', { method: 'GET', path: '/v1/royalties/trace?period=2026-11&rate=1', as: 'token', status: 400, code: 'invalid_input' }],
  ['the trace page with an escape in its query', { method: 'GET', path: '/royalties/trace?isrc=%1B%5B2J', as: 'session', status: 400, code: 'invalid_characters' }],
  // /v1 methods
  ['TRACE on /v1', { method: 'TRACE', path: '/v1/releases', as: 'token', status: 405, code: 'invalid_input', allow: 'GET, HEAD, POST, PUT, PATCH, DELETE' }],
  ['PROPFIND on /v1', { method: 'PROPFIND', path: '/v1/releases', as: 'token', status: 405, code: 'invalid_input' }],
  ['PUT on a /v1 path without it', { method: 'PUT', path: '/v1/releases', as: 'token', json: {}, status: 405, code: 'invalid_input', allow: 'GET, POST' }],
  ['DELETE on a /v1 path without it', { method: 'DELETE', path: '/v1/artists', as: 'token', status: 405, code: 'invalid_input', allow: 'GET, POST' }],
  // /v1/auth
  ['/v1/auth/login username with a NUL', { method: 'POST', path: '/v1/auth/login', as: 'nobody', json: login({ username: `label${NUL}` }), status: 400, code: 'invalid_characters' }],
  ['/v1/auth/login captcha id with a NUL', { method: 'POST', path: '/v1/auth/login', as: 'nobody', json: login({ captcha_id: NUL }), status: 400, code: 'invalid_characters' }],
  ['/v1/auth/login as a form, username with an escape', { method: 'POST', path: '/v1/auth/login', as: 'nobody', form: login({ username: ESC }), status: 400, code: 'invalid_characters' }],
  ['GET /v1/auth/login', { method: 'GET', path: '/v1/auth/login', as: 'nobody', status: 405, code: 'invalid_input', allow: 'POST' }],
  ['GET /v1/auth/register', { method: 'GET', path: '/v1/auth/register', as: 'nobody', status: 405, code: 'invalid_input', allow: 'POST' }],
  ['POST /v1/auth/captcha', { method: 'POST', path: '/v1/auth/captcha', as: 'nobody', json: {}, status: 405, code: 'invalid_input', allow: 'GET, HEAD' }],
  ['/v1/auth/register first name with a NUL', { method: 'POST', path: '/v1/auth/register', as: 'nobody', json: registration({ first_name: `Ana${NUL}` }), status: 400, code: 'invalid_characters' }],
  ['/v1/auth/register e-mail with a NUL', { method: 'POST', path: '/v1/auth/register', as: 'nobody', json: registration({ email: `ana${NUL}@example.test` }), status: 400, code: 'invalid_characters' }],
  ['/v1/auth/register campaign with an escape', { method: 'POST', path: '/v1/auth/register', as: 'nobody', json: registration({ utm_source: ESC }), status: 400, code: 'invalid_characters' }],
  ['/v1/auth/password-reset-link e-mail with a NUL', { method: 'POST', path: '/v1/auth/password-reset-link', as: 'nobody', json: { email: `label${NUL}@example.test` }, status: 400, code: 'invalid_characters' }],
  // Pages: methods, URLs
  ['TRACE /', { method: 'TRACE', path: '/', as: 'nobody', status: 405, allow: 'GET, HEAD, POST' }],
  ['PROPFIND /', { method: 'PROPFIND', path: '/', as: 'nobody', status: 405, allow: 'GET, HEAD, POST' }],
  ['PUT on a page', { method: 'PUT', path: '/artists/new', as: 'session', form: artistForm({}), status: 405, allow: 'GET, HEAD, POST' }],
  ['DELETE on a page', { method: 'DELETE', path: '/auth/login', as: 'nobody', status: 405, allow: 'GET, HEAD, POST' }],
  ['a page path with a NUL', { method: 'GET', path: '/artists/%00/edit', as: 'session', status: 400, code: 'invalid_characters' }],
  ['a page query with an escape', { method: 'GET', path: '/auth/login?redirect=%1B%5B2J', as: 'nobody', status: 400, code: 'invalid_characters' }],
  ['a page path with a broken escape', { method: 'GET', path: '/%E0%A4%A', as: 'nobody', status: 400, code: 'invalid_characters' }],
  // Pages: forms
  ['/artists/new posted urlencoded', { method: 'POST', path: '/artists/new', as: 'session', form: artistForm({}), status: 400 }],
  ['/artists/new posted as JSON', { method: 'POST', path: '/artists/new', as: 'session', json: artistForm({}), status: 400 }],
  ['/artists/new multipart without its end', { method: 'POST', path: '/artists/new', as: 'session', raw: { type: 'multipart/form-data; boundary=XyZ', body: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nNova' }, status: 400 }],
  ['/artists/{id}/edit posted urlencoded', { method: 'POST', path: '/artists/{artist}/edit', as: 'session', form: artistForm({}), status: 400 }],
  ['/artists/new name with a NUL', { method: 'POST', path: '/artists/new', as: 'session', multipart: artistForm({ name: `Nova${NUL}` }), status: 400, code: 'invalid_characters' }],
  ['/artists/new biography with an escape', { method: 'POST', path: '/artists/new', as: 'session', multipart: artistForm({ biography: `Hi${ESC}` }), status: 400, code: 'invalid_characters' }],
  ['/artists/{id}/edit name with a NUL', { method: 'POST', path: '/artists/{artist}/edit', as: 'session', multipart: artistForm({ name: `Nova${NUL}` }), status: 400, code: 'invalid_characters' }],
  ['/artists/new picture that is no image', { method: 'POST', path: '/artists/new', as: 'session', multipart: { ...artistForm({}), image: new Blob(['not a picture']) }, status: 400 }],
  ['/auth/login username with a NUL', { method: 'POST', path: '/auth/login', as: 'nobody', form: login({ username: `label${NUL}` }), status: 400, code: 'invalid_characters' }],
  ['/auth/signup first name with a NUL', { method: 'POST', path: '/auth/signup', as: 'nobody', form: { ...registration({ first_name: `Ana${NUL}` }), terms: 'on' }, status: 400, code: 'invalid_characters' }],
  ['/account/api-tokens name with a NUL', { method: 'POST', path: '/account/api-tokens', as: 'session', form: { intent: 'create', name: `CI${NUL}`, scopes: 'read', lifetimeDays: '30' }, status: 400, code: 'invalid_characters' }],
  // Pages: forms read through their schemas (server/read-form.server.ts): a button the page has not, an id no record
  // can have, a field with a control character or a body that is no form is 400 invalid_input, nothing asked
  ['/distributions/{id} intent it has not', { method: 'POST', path: '/distributions/{release}', as: 'session', form: { intent: 'explode' }, status: 400, code: 'invalid_input' }],
  ['/distributions/{id} takedown text with a NUL', { method: 'POST', path: '/distributions/{release}', as: 'session', form: { intent: 'request_takedown', reason: 'other', otherText: NUL }, status: 400, code: 'invalid_input' }],
  ['/distributions/{id} posted as JSON', { method: 'POST', path: '/distributions/{release}', as: 'session', json: { intent: 'submit' }, status: 400, code: 'invalid_input' }],
  ['wizard track delete with an over-long id', { method: 'POST', path: '/distributions/{release}/edit/tracks', as: 'session', form: { intent: 'delete-track', trackId: 'c'.repeat(65) }, status: 400, code: 'invalid_input' }],
  ['wizard track delete with a NUL in its id', { method: 'POST', path: '/distributions/{release}/edit/tracks', as: 'session', form: { intent: 'delete-track', trackId: `c1${NUL}` }, status: 400, code: 'invalid_input' }],
  ['wizard step with a direction it has not', { method: 'POST', path: '/distributions/{release}/edit/basic-info', as: 'session', form: { direction: 'sideways' }, status: 400, code: 'invalid_input' }],
  ['/account/api-tokens revoke with a NUL in the id', { method: 'POST', path: '/account/api-tokens', as: 'session', form: { intent: 'revoke', tokenId: `t${NUL}` }, status: 400, code: 'invalid_input' }],
  ['/account/api-tokens intent it has not', { method: 'POST', path: '/account/api-tokens', as: 'session', form: { intent: 'drop-all' }, status: 400, code: 'invalid_input' }],
  ['/royalties cancel with an escape in the id', { method: 'POST', path: '/royalties', as: 'session', form: { intent: 'cancel', payoutId: ESC }, status: 400, code: 'invalid_input' }],
  ['/royalties with no intent', { method: 'POST', path: '/royalties', as: 'session', form: { amount: '10' }, status: 400, code: 'invalid_input' }],
  ['/language with a language it does not offer', { method: 'POST', path: '/language', as: 'nobody', form: { lng: 'xx', redirectTo: '/' }, status: 400, code: 'invalid_input' }],
  // Uploads: files that are not what they claim, through /v1
  ['/v1 artwork that is text', { method: 'PUT', path: '/v1/releases/{release}/artwork', as: 'token', raw: { type: 'image/png', body: 'not a picture' }, status: 422, code: 'image_format_invalid' }],
  ['/v1 artwork with no body', { method: 'PUT', path: '/v1/releases/{release}/artwork', as: 'token', raw: { type: 'image/jpeg', body: '' }, status: 422, code: 'upload_failed' }],
  ['/v1 track audio that is text', { method: 'POST', path: '/v1/releases/{release}/tracks?title=Outro', as: 'token', raw: { type: 'audio/flac', body: 'not audio' }, status: 422, code: 'audio_format_unsupported' }],
  // Webhooks
  ['an unsigned Stripe webhook', { method: 'POST', path: '/webhooks/stripe', as: 'nobody', raw: { type: 'application/json', body: '{"id":"evt_1","type":"checkout.session.completed"}' }, status: 400, code: 'invalid_signature' }],
  ['a badly signed Stripe webhook', { method: 'POST', path: '/webhooks/stripe', as: 'nobody', raw: { type: 'application/json', body: '{"id":"evt_2"}' }, headers: { 'Stripe-Signature': 't=1,v1=00' }, status: 400, code: 'invalid_signature' }],
];

function pathOf(template: string): string {
  return template.replace('{release}', ids.release).replace('{track}', ids.track).replace('{artist}', ids.artist);
}

async function bodyOf(test: Case): Promise<{ headers: Record<string, string>; body?: string | Buffer }> {
  if (test.json !== undefined) return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(test.json) };
  if (test.form) return { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(test.form).toString() };
  if (test.raw) return { headers: { 'Content-Type': test.raw.type }, body: test.raw.body };
  if (test.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(test.multipart)) form.append(name, value);
    const encoded = new Response(form);
    return { headers: { 'Content-Type': encoded.headers.get('Content-Type') ?? '' }, body: Buffer.from(await encoded.arrayBuffer()) };
  }
  return { headers: {} };
}

beforeAll(async () => {
  workspace = await createLabelWorkspace('slipcase-bad-input-');
  database = workspace.database;
  ids.artist = workspace.artistId;
  const draft = await createReleaseRow(database, { ownerId: workspace.label.id, title: 'Draft', status: 'draft' });
  ids.release = draft.id;
  ids.track = (await database.prisma.track.findFirstOrThrow({ where: { releaseId: draft.id } })).id;
  cookie = await sessionCookie(workspace.label.id);
  server = createApp({ log: false, remix: routeHandler(ROUTES) }).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await workspace?.drop();
});

describe(`the bad-input corpus (${CASES.length} requests)`, () => {
  it.each(CASES)('%s', async (_name, test) => {
    const before = await stateOf(database, workspace.storageDir);
    const { headers, body } = await bodyOf(test);
    const who: Record<string, string> =
      test.as === 'token'
        ? { Authorization: `Bearer ${workspace.label.token}` }
        : test.as === 'session'
          ? { Cookie: cookie, Origin: `http://localhost:${(server.address() as { port: number }).port}` }
          : {};
    const origin: Record<string, string> = test.as === 'nobody' ? { 'Sec-Fetch-Site': 'same-origin' } : {};
    const answer = await send(server, test.method, pathOf(test.path), { ...headers, ...who, ...origin, ...test.headers }, body);

    expect(answer.status, answer.text.slice(0, 300)).not.toBe(500);
    expect(answer.status, answer.text.slice(0, 300)).toBe(test.status);
    if (test.code) expect(answer.text).toContain(test.code);
    if (test.allow) expect(answer.headers.allow).toBe(test.allow);
    if (test.status === 405) expect(answer.headers.allow).toBeTruthy();
    if (test.path.startsWith('/v1/') && test.code) expect(JSON.parse(answer.text)).toMatchObject({ error: { code: test.code, message: expect.any(String) } });
    expect(await stateOf(database, workspace.storageDir)).toEqual(before);
  });
});
