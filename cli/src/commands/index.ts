import ReleaseCreate from './release/create';
import ReleaseStatus from './release/status';
import ReleaseSubmit from './release/submit';
import ReviewApprove from './review/approve';
import ReviewList from './review/list';

/** The command ids oclif knows (explicit strategy: no directory scanning at start-up). */
export const COMMANDS = {
  'release:create': ReleaseCreate,
  'release:status': ReleaseStatus,
  'release:submit': ReleaseSubmit,
  'review:approve': ReviewApprove,
  'review:list': ReviewList,
};
