import { KINDS } from './matrix-callers';

/**
 * What each caller gets, in the order of KINDS: visitor, free, PRO (the owner of the release called about), Advanced,
 * operator, admin, an admin impersonating the PRO owner, a blocked account, another free account. `ok` is any
 * answer that is not a refusal of the caller (a page, a redirect elsewhere, a 400 for the empty form the matrix
 * sends); `login` a redirect to sign in; `blocked` one to the blocked page; `unauthorized` 401; `forbidden` 403;
 * `hidden` 404, which is how another account's records answer.
 */
function row(cells: string): string {
  if (cells.split(' ').length !== KINDS.length) throw new Error(`a row needs ${KINDS.length} cells: ${cells}`);
  return cells;
}

/** Open to everyone, signed in or not. */
const PUBLIC = row('ok ok ok ok ok ok ok ok ok');
/** A method the /v1 route does not take: 405 with Allow for everyone, which refuses no caller. */
const WRONG_METHOD = PUBLIC;
/** Sign-in and sign-up pages: a blocked account is sent to its page. */
const GUEST_PAGE = row('ok ok ok ok ok ok ok blocked ok');
/** Any signed-in account that is not blocked. */
const SIGNED_IN = row('login ok ok ok ok ok ok blocked ok');
/** The blocked account's own page, which only it and signed-in accounts may see. */
const SIGNED_IN_BLOCKED_TOO = row('login ok ok ok ok ok ok ok ok');
/** Signed in; the id names nothing the matrix made (another account's artist, a file that is not there). */
const SIGNED_IN_NOT_FOUND = row('login hidden hidden hidden hidden hidden hidden blocked hidden');
/** Needs a session of a kind no one here has (a pending two-factor sign-in, a provider's callback, the wizard's owner). */
const LOGIN = row('login login login login login login login login login');
/** Names nothing that exists, whoever asks. */
const NOT_FOUND = row('hidden hidden hidden hidden hidden hidden hidden hidden hidden');
/** The owner (and the admin acting as them) or staff, who review it; anyone else is not told it exists. */
const OWNER_OR_STAFF = row('login hidden ok hidden ok ok ok blocked hidden');
/** The owner's own page (or an admin acting as the owner); staff do not edit someone else's release from it. */
const OWNER_ONLY = row('login hidden ok hidden hidden hidden ok blocked hidden');
/** PRO and Advanced (and staff), never an admin impersonating: a token would outlive the impersonation. */
const PRO_FEATURE_NOT_IMPERSONATED = row('login forbidden ok ok ok ok forbidden blocked forbidden');
/** Operators and admins; an impersonating admin acts as the artist it impersonates. */
const STAFF = row('login forbidden forbidden forbidden ok ok forbidden blocked forbidden');
/** Operators and admins, on a record the matrix did not make (a blog post): not found to them, refused to others. */
const STAFF_NOT_FOUND = row('login forbidden forbidden forbidden hidden hidden forbidden blocked forbidden');
/** The Advanced plan's own tools (promotion campaigns): the plan, not the role, decides. */
const ADVANCED_ONLY = row('login forbidden forbidden ok forbidden forbidden forbidden blocked forbidden');
/** Admins only. */
const ADMIN = row('login forbidden forbidden forbidden forbidden ok forbidden blocked forbidden');
/** /v1 with a session: any account not blocked (a blocked one 403). */
const API_SIGNED_IN = row('unauthorized ok ok ok ok ok ok forbidden ok');
/** /v1 on the release: its owner and the admin acting as them; to everyone else it does not exist. */
const API_OWNER = row('unauthorized hidden ok hidden hidden hidden ok forbidden hidden');
/** /v1 on a file the release does not have yet: 404 to its owner too. */
const API_NOT_FOUND = row('unauthorized hidden hidden hidden hidden hidden hidden forbidden hidden');
/** /v1 review queue: operators and admins. */
const API_STAFF = row('unauthorized forbidden forbidden forbidden ok ok forbidden forbidden forbidden');

/** Every row of the matrix: `page <route file> loader|action` and `v1 <operationId>`. */
export const EXPECTED: Record<string, string> = {
'page $ action': PUBLIC,
  'page $ loader': PUBLIC,
  'page _index loader': PUBLIC,
  'page account._index action': SIGNED_IN,
  'page account._index loader': SIGNED_IN,
  'page account.api-tokens action': PRO_FEATURE_NOT_IMPERSONATED,
  'page account.api-tokens loader': SIGNED_IN,
  'page account.blocked loader': SIGNED_IN_BLOCKED_TOO,
  'page account.notifications action': SIGNED_IN,
  'page account.notifications loader': SIGNED_IN,
  'page account.payout action': SIGNED_IN,
  'page account.payout loader': SIGNED_IN,
  'page account.payout.stripe action': SIGNED_IN,
  'page account.payout.stripe loader': SIGNED_IN,
  'page account.subscription action': SIGNED_IN,
  'page account.subscription loader': SIGNED_IN,
  'page account.two-factor action': SIGNED_IN,
  'page account.two-factor loader': SIGNED_IN,
  'page admin.back action': PUBLIC,
  'page admin.back loader': PUBLIC,
  'page admin.impersonate action': ADMIN,
  'page admin.impersonate loader': PUBLIC,
  'page admin.users action': ADMIN,
  'page admin.users loader': ADMIN,
  'page analytics loader': SIGNED_IN,
  'page artists-catalog loader': PUBLIC,
  'page artists.$id.edit action': SIGNED_IN,
  'page artists.$id.edit loader': SIGNED_IN_NOT_FOUND,
  'page artists.$id.follow action': SIGNED_IN,
  'page artists.$id.follow loader': PUBLIC,
  'page artists.$id.image loader': NOT_FOUND,
  'page artists.$id.remove action': SIGNED_IN_NOT_FOUND,
  'page artists.$id.remove loader': PUBLIC,
  'page artists._index loader': SIGNED_IN,
  'page artists.new action': SIGNED_IN,
  'page artists.new loader': SIGNED_IN,
  'page auth.callback loader': LOGIN,
  'page auth.forgot-password action': PUBLIC,
  'page auth.login action': PUBLIC,
  'page auth.login loader': GUEST_PAGE,
  'page auth.logout action': PUBLIC,
  'page auth.logout loader': PUBLIC,
  'page auth.reset-password action': PUBLIC,
  'page auth.reset-password loader': PUBLIC,
  'page auth.signup action': PUBLIC,
  'page auth.signup loader': GUEST_PAGE,
  'page auth.social.$provider loader': NOT_FOUND,
  'page auth.two-factor action': PUBLIC,
  'page auth.two-factor loader': LOGIN,
  'page auth.verify-email action': PUBLIC,
  'page auth.verify-email loader': GUEST_PAGE,
  'page billing.checkout action': SIGNED_IN,
  'page billing.checkout loader': PUBLIC,
  'page billing.portal action': SIGNED_IN,
  'page billing.portal loader': PUBLIC,
  'page billing.sandbox action': SIGNED_IN_NOT_FOUND,
  'page billing.sandbox loader': SIGNED_IN_NOT_FOUND,
  'page blog.$id loader': NOT_FOUND,
  'page blog._index loader': PUBLIC,
  'page blog.rss[.]xml loader': PUBLIC,
  'page blog_.$id.cover loader': NOT_FOUND,
  'page cookie-policy loader': PUBLIC,
  'page cover-editor loader': PUBLIC,
  'page dashboard loader': SIGNED_IN,
  'page distributions.$id action': OWNER_OR_STAFF,
  'page distributions.$id loader': OWNER_OR_STAFF,
  'page distributions.$id_.cover loader': SIGNED_IN_NOT_FOUND,
  'page distributions.$id_.edit.$step action': SIGNED_IN_NOT_FOUND,
  'page distributions.$id_.edit.$step loader': SIGNED_IN_NOT_FOUND,
  'page distributions.$id_.edit._index loader': SIGNED_IN,
  'page distributions.$id_.feeds.$file loader': SIGNED_IN_NOT_FOUND,
  'page distributions.$id_.update action': OWNER_ONLY,
  // The matrix makes no update: no revision's cover is there to see.
  'page distributions.$id_.updates.$revisionId.cover loader': SIGNED_IN_NOT_FOUND,
  'page distributions.$id_.update loader': OWNER_ONLY,
  'page distributions.$id_.media action': API_SIGNED_IN,
  'page distributions.$id_.media loader': PUBLIC,
  'page distributions._index loader': SIGNED_IN,
  'page distributions.new loader': SIGNED_IN,
  'page distributions.new_.$step action': SIGNED_IN,
  'page distributions.new_.$step loader': SIGNED_IN,
  'page form-submissions loader': SIGNED_IN,
  'page forms.$id loader': SIGNED_IN,
  'page free-music-distribution loader': PUBLIC,
  'page healthz loader': PUBLIC,
  'page language action': PUBLIC,
  'page language loader': PUBLIC,
  'page mastering loader': PUBLIC,
  'page music-distribution-and-monetization loader': PUBLIC,
  'page operator.deliveries action': STAFF,
  'page operator.deliveries loader': STAFF,
  'page operator.reviews action': STAFF,
  'page operator.reviews loader': STAFF,
  'page operator.reviews_.updates action': STAFF,
  'page operator.reviews_.updates loader': STAFF,
  'page operator.reviews_.$id.feed[.]xml loader': STAFF,
  'page operator.statements action': STAFF,
  'page operator.blog loader': STAFF,
  'page operator.blog_.$id action': STAFF,
  'page operator.blog_.$id loader': STAFF_NOT_FOUND,
  'page operator.promotions action': STAFF,
  'page operator.promotions loader': STAFF,
  'page operator.statements loader': STAFF,
  'page operator.statements_.suspense action': STAFF,
  'page operator.statements_.suspense loader': STAFF,
  'page playlists.$id.submit loader': SIGNED_IN,
  'page playlists._index loader': PUBLIC,
  'page pricing loader': PUBLIC,
  'page privacy-policy loader': PUBLIC,
  'page pro loader': PUBLIC,
  'page promotion action': ADVANCED_ONLY,
  'page promotion loader': PUBLIC,
  'page referral-program loader': SIGNED_IN,
  'page release.$key loader': PUBLIC,
  'page s.$slug loader': NOT_FOUND,
  'page s.$slug.cover loader': NOT_FOUND,
  'page s.$slug.go.$store loader': NOT_FOUND,
  'page s.$slug.seen loader': NOT_FOUND,
  'page royalties action': SIGNED_IN,
  'page royalties loader': SIGNED_IN,
  'page splits.accept.$token action': SIGNED_IN,
  'page splits.accept.$token loader': SIGNED_IN,
  'page royalties_.splits action': SIGNED_IN,
  'page royalties_.splits loader': SIGNED_IN,
  'page royalties_.statements.$file loader': SIGNED_IN_NOT_FOUND,
  'page royalties_.trace loader': SIGNED_IN,
  'page spotify-auth loader': PUBLIC,
  'page terms-and-conditions loader': PUBLIC,
  'page theme action': SIGNED_IN,
  'page theme loader': PUBLIC,
  'page tools._index loader': SIGNED_IN,
  'page tools.banner-generator loader': SIGNED_IN,
  'page tools.lyrics.$id loader': SIGNED_IN,
  'page tools.lyrics._index loader': SIGNED_IN,
  'page tools.mastering.$id loader': SIGNED_IN,
  'page tools.mastering._index loader': SIGNED_IN,
  'page tools.presave.$id loader': SIGNED_IN,
  'page tools.presave._index loader': SIGNED_IN,
  'page tools.slipcase-me.$id loader': SIGNED_IN,
  'page tools.slipcase-me._index loader': SIGNED_IN,
  'page tools.smartlinks.$id action': SIGNED_IN_NOT_FOUND,
  'page tools.smartlinks.$id loader': SIGNED_IN_NOT_FOUND,
  'page tools.smartlinks._index action': SIGNED_IN,
  'page tools.smartlinks._index loader': SIGNED_IN,
  'page upgrade loader': PUBLIC,
  'page v1.api.user action': WRONG_METHOD,
  'page v1.api.user loader': API_SIGNED_IN,
  'page v1.api.user.activity action': WRONG_METHOD,
  'page v1.api.user.activity loader': API_SIGNED_IN,
  'page v1.auth.apple-login action': PUBLIC,
  'page v1.auth.apple-login loader': WRONG_METHOD,
  'page v1.auth.apple.callback action': PUBLIC,
  'page v1.auth.apple.callback loader': WRONG_METHOD,
  'page v1.auth.captcha action': WRONG_METHOD,
  'page v1.auth.captcha loader': PUBLIC,
  'page v1.auth.google-login action': PUBLIC,
  'page v1.auth.google-login loader': WRONG_METHOD,
  'page v1.auth.login action': PUBLIC,
  'page v1.auth.login loader': WRONG_METHOD,
  'page v1.auth.logout action': PUBLIC,
  'page v1.auth.logout loader': PUBLIC,
  'page v1.auth.password-reset-link action': PUBLIC,
  'page v1.auth.password-reset-link loader': WRONG_METHOD,
  'page v1.auth.password-reset.$token action': PUBLIC,
  'page v1.auth.password-reset.$token loader': WRONG_METHOD,
  'page v1.auth.register action': PUBLIC,
  'page v1.auth.register loader': WRONG_METHOD,
  'page v1.auth.twofactor-confirm action': PUBLIC,
  'page v1.auth.twofactor-confirm loader': WRONG_METHOD,
  'page v1.auth.verify-email action': PUBLIC,
  'page v1.auth.verify-email loader': WRONG_METHOD,
  'page v1.openapi[.]json loader': PUBLIC,
  'page webhooks.stripe action': PUBLIC,
  'page webhooks.stripe loader': PUBLIC,
  'v1 addTrack': API_OWNER,
  'v1 addTracks': API_OWNER,
  'v1 approveReview': API_STAFF,
  'v1 cancelTakedown': API_OWNER,
  'v1 createArtist': API_SIGNED_IN,
  'v1 createRelease': API_SIGNED_IN,
  'v1 deleteTrack': API_OWNER,
  'v1 getArtwork': API_NOT_FOUND,
  'v1 getLedgerCheck': API_STAFF,
  'v1 getRelease': API_OWNER,
  'v1 getReleaseErn': API_OWNER,
  'v1 getStoreFeed': API_NOT_FOUND,
  'v1 getRoyaltiesSummary': API_SIGNED_IN,
  'v1 listPayouts': API_SIGNED_IN,
  'v1 requestPayout': API_SIGNED_IN,
  'v1 getPayout': API_NOT_FOUND,
  'v1 createSmartLink': API_SIGNED_IN,
  'v1 getSmartLink': API_NOT_FOUND,
  'v1 getSmartLinkAnalytics': API_NOT_FOUND,
  'v1 cancelPayout': API_NOT_FOUND,
  'v1 getRoyaltyLedger': API_SIGNED_IN,
  'v1 traceRoyalties': API_SIGNED_IN,
  'v1 getStatementCsv': API_SIGNED_IN,
  'v1 getStatementPdf': API_SIGNED_IN,
  'v1 getTrackAudio': API_NOT_FOUND,
  'v1 getValidation': API_OWNER,
  'v1 listArtists': API_SIGNED_IN,
  'v1 listDeliveries': API_OWNER,
  'v1 listDeliveryConsole': API_STAFF,
  'v1 retryDelivery': API_STAFF,
  'v1 resendDelivery': API_STAFF,
  'v1 listLedgerEntries': API_SIGNED_IN,
  'v1 listReleaseSplits': API_OWNER,
  'v1 proposeReleaseUpdate': API_OWNER,
  'v1 listReleases': API_SIGNED_IN,
  'v1 listReviews': API_STAFF,
  'v1 listStatements': API_SIGNED_IN,
  'v1 listStatementImports': API_STAFF,
  'v1 importStatement': API_STAFF,
  'v1 getStatementImport': API_STAFF,
  'v1 rematchStatements': API_STAFF,
  'v1 getSuspense': API_STAFF,
  'v1 putArtwork': API_OWNER,
  'v1 putTrackAudio': API_OWNER,
  'v1 rejectReview': API_STAFF,
  'v1 reopenRelease': API_OWNER,
  'v1 requestTakedown': API_SIGNED_IN,
  'v1 setReleaseSplit': API_SIGNED_IN,
  'v1 submitRelease': API_OWNER,
  'v1 updateRelease': API_OWNER,
  'v1 updateTrack': API_OWNER,
};
