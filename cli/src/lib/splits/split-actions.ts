import type { SplitInput, SplitView } from '@slipcase/services';

/** An invitation the CLI could not mail (acting on the local database): the link to hand to the payee. */
export interface UnsentInvitation {
  email: string;
  link: string;
}

export interface SplitSaved {
  split: SplitView;
  /** Payees new to the split: the server mailed them; locally their links are in `unsent`. */
  invited: string[];
  unsent: UnsentInvitation[];
}

/**
 * What the `splits` commands do, on the local database as `--as` or on the server the CLI is signed in to: the
 * same results either way, so one formatter serves both.
 */
export interface SplitActions {
  list(releaseId: string): Promise<SplitView[]>;
  set(releaseId: string, input: SplitInput): Promise<SplitSaved>;
}
