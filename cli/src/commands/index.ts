import ReleaseStatus from './release/status';
import ReviewApprove from './review/approve';
import ReviewList from './review/list';

/** The command ids oclif knows (explicit strategy: no directory scanning at start-up). */
export const COMMANDS = {
  'release:status': ReleaseStatus,
  'review:approve': ReviewApprove,
  'review:list': ReviewList,
};
