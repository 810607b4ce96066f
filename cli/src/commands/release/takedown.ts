import { createInterface } from 'node:readline/promises';
import { Args, Flags } from '@oclif/core';
import { TAKEDOWN_REASONS } from '@slipcase/domain';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { formatTime } from '../../lib/format';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import type { TakedownResult } from '../../lib/takedown';

/** The second confirmation, at the terminal: only "y" or "yes" goes on. */
async function askAtTerminal(warning: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question(`${warning}\n\nTake this release down? [y/N] `);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    terminal.close();
  }
}

export default class ReleaseTakedown extends SlipcaseCommand {
  static override summary = 'Request the takedown of a published release from every store, or from some, now or on a day.';
  static override description = [
    signedInHelp(
      'submit',
      'it acts on the local database as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER, and needs the platform\'s Temporal server and worker.',
    ),
    'Prints the web\'s warning with the alternatives and asks to confirm; --yes confirms up front, and is required when no one can answer (not a terminal, or --json). The takedown feeds go to the stores once the grace period (SLIPCASE_TAKEDOWN_GRACE_HOURS on the server, 24 by default) is over; until then `slipcase release cancel-takedown <id>` cancels it. On the free plan a takedown is possible from the 90th day after the release date. Running it again while the takedown waits prints the same request.',
    'Every store the release is live in unless --store names some (repeat it for each); the release stays published in the others. --on <YYYY-MM-DD> waits for that day (your calendar, up to a year ahead by default) as well as the grace period, and the takedown can be cancelled until then.',
    `Reasons: ${TAKEDOWN_REASONS.join(', ')} (other needs --other <text>).`,
    `Exit codes: 0 requested (or declined at the question), 1 unexpected error, 2 usage error (no --as locally, --as when signed in, or no --yes where nobody can answer), 3 no such release or user, 4 refused (another account's release locally, not published, before the free plan's 90 days, a token without the scope), 5 no reason or an unknown one, a store the release is not live in, or a day in the past or too far ahead, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --reason no_streams',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --reason no_streams --as label',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --reason other --other "Re-releasing it with a new mix" --yes --json',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --reason no_streams --store spotify --store deezer --on 2026-12-31',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to take down', required: true }),
  };
  static override flags = {
    reason: Flags.string({ description: 'Why the release is taken down', required: true, helpValue: '<code>' }),
    other: Flags.string({ description: 'Your reason in your own words (with --reason other)', helpValue: '<text>' }),
    store: Flags.string({ description: 'A store to take it down from (repeatable); every store it is live in when absent', multiple: true, helpValue: '<id>' }),
    on: Flags.string({ description: 'The day to take it down, in your calendar; as soon as the grace period is over when absent', helpValue: '<YYYY-MM-DD>' }),
    yes: Flags.boolean({ char: 'y', description: 'Confirm without being asked' }),
    as: actingUserFlag('release'),
  };

  async run(): Promise<TakedownResult> {
    const parsed = await this.parse(ReleaseTakedown);
    const { args, flags } = parsed;
    const canAsk = Boolean(process.stdin.isTTY) && !this.jsonEnabled();
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const result = await releases.requestTakedown(
      { releaseId: args.releaseId, reason: flags.reason, otherText: flags.other, stores: flags.store, on: flags.on, yes: flags.yes },
      canAsk ? askAtTerminal : undefined,
    );
    if (!result.requested) {
      this.log(`Kept "${result.title}" (${result.releaseId}): no takedown was requested.`);
      return result;
    }
    this.log(
      `Takedown of "${result.title}" (${result.releaseId}) requested: it goes to ${result.stores.join(', ')} from ${formatTime(result.processAt)}. ` +
        `Until then: slipcase release cancel-takedown ${result.releaseId}`,
    );
    return result;
  }
}
