import Analytics from './analytics';
import ArtistsCreate from './artists/create';
import ArtistsList from './artists/list';
import DeliveriesList from './deliveries/list';
import DeliveriesResend from './deliveries/resend';
import DeliveriesRetry from './deliveries/retry';
import Export from './export';
import FeedBuild from './feed/build';
import LedgerCheck from './ledger/check';
import PresaveShow from './presave/show';
import MeShow from './me/show';
import Login from './login';
import Logout from './logout';
import PayoutCancel from './payout/cancel';
import PayoutRequest from './payout/request';
import PayoutStatus from './payout/status';
// Smart links (issue 29)
import SmartLinkCreate from './smartlink/create';
import SmartLinkShow from './smartlink/show';
import PluginsList from './plugins/list';
import PluginsNew from './plugins/new';
import ReleaseCancelTakedown from './release/cancel-takedown';
import ReleaseCreate from './release/create';
import ReleaseDeliveries from './release/deliveries';
import ReleaseReopen from './release/reopen';
import ReleaseUpdate from './release/update';
import ReleaseStatus from './release/status';
import ReleaseSubmit from './release/submit';
import ReleaseTakedown from './release/takedown';
import ReleaseValidate from './release/validate';
import ReviewApprove from './review/approve';
import ReviewList from './review/list';
import ReviewReject from './review/reject';
import Royalties from './royalties';
import StatementsImport from './statements/import';
import StatementsList from './statements/list';
import StatementsRematch from './statements/rematch';
import StatementsSuspense from './statements/suspense';
import SplitsList from './splits/list';
import SplitsSet from './splits/set';
import RoyaltiesStatement from './royalties/statement';
import RoyaltiesTrace from './royalties/trace';
import Upload from './upload';

/** The command ids oclif knows (explicit strategy: no directory scanning at start-up). */
export const COMMANDS = {
  analytics: Analytics,
  'artists:create': ArtistsCreate,
  'artists:list': ArtistsList,
  'deliveries:list': DeliveriesList,
  'deliveries:resend': DeliveriesResend,
  'deliveries:retry': DeliveriesRetry,
  export: Export,
  'feed:build': FeedBuild,
  'ledger:check': LedgerCheck,
  'presave:show': PresaveShow,
  login: Login,
  'me:show': MeShow,
  logout: Logout,
  'payout:cancel': PayoutCancel,
  'payout:request': PayoutRequest,
  'payout:status': PayoutStatus,
  // Smart links (issue 29)
  'smartlink:create': SmartLinkCreate,
  'smartlink:show': SmartLinkShow,
  'plugins:list': PluginsList,
  'plugins:new': PluginsNew,
  'release:cancel-takedown': ReleaseCancelTakedown,
  'release:create': ReleaseCreate,
  'release:deliveries': ReleaseDeliveries,
  'release:reopen': ReleaseReopen,
  'release:update': ReleaseUpdate,
  'release:status': ReleaseStatus,
  'release:submit': ReleaseSubmit,
  'release:takedown': ReleaseTakedown,
  'release:validate': ReleaseValidate,
  'review:approve': ReviewApprove,
  'review:list': ReviewList,
  'review:reject': ReviewReject,
  royalties: Royalties,
  'statements:import': StatementsImport,
  'statements:list': StatementsList,
  'statements:rematch': StatementsRematch,
  'statements:suspense': StatementsSuspense,
  'splits:list': SplitsList,
  'splits:set': SplitsSet,
  'royalties:statement': RoyaltiesStatement,
  'royalties:trace': RoyaltiesTrace,
  upload: Upload,
};
