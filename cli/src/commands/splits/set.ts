import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { formatSplitSaved } from '../../lib/splits/format-splits';
import type { SplitSaved } from '../../lib/splits/split-actions';
import { splitActionsFor } from '../../lib/splits/split-actions-for';
import { splitFromFlags } from '../../lib/splits/split-flags';

export default class SplitsSet extends SlipcaseCommand {
  static override summary = 'Share a release\'s (or one track\'s) royalties with collaborators by e-mail.';
  static override description = [
    'The owner\'s share and the payees\' total exactly 100 (two decimals at most); a payee is not the owner and appears once. With --recoup, that payee gets the amount (US dollars) first, before the shares apply.',
    'The first split applies from the current sales period; a change applies from the next one, and the split in force stays in the history (a change not started yet is replaced). Each payee new to the split is invited: their money waits under their e-mail until they accept the invitation, then moves to their balance.',
    'Signed in (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN), the server sets it (the write scope) and mails the invitations; otherwise it is set on the platform\'s database as --as, and the invitation links are printed to hand over, as this machine sends no mail.',
    `Exit codes: 0 set, 1 unexpected error, 2 usage error (e.g. no --as), 3 no such release or track (or another account's), 4 refused (a token without the scope, a blocked account), 5 the split refused (shares not totalling 100, the owner as a payee, a payee twice), ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --release cm4x0y2z10000abcd1234efgh --owner-share 50 --payee ana@example.com=30 --payee bo@example.com=20 --as artist',
    '<%= config.bin %> <%= command.id %> --release cm4x0y2z10000abcd1234efgh --track cm4x0y2z20000abcd1234efgh --owner-share 70 --payee ana@example.com=30 --recoup ana@example.com=500',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    release: Flags.string({ description: 'ID of the release', required: true }),
    track: Flags.string({ description: 'ID of one of its tracks, to give that track a split of its own' }),
    'owner-share': Flags.string({ description: 'The owner\'s own share, in percent', required: true, helpValue: '<percent>' }),
    payee: Flags.string({ description: 'A payee and their share, in percent (repeat for each)', multiple: true, helpValue: '<email>=<percent>' }),
    recoup: Flags.string({ description: 'A payee who recoups an amount (US dollars) first', helpValue: '<email>=<amount>' }),
    as: actingUserFlag('release'),
  };

  async run(): Promise<SplitSaved> {
    const parsed = await this.parse(SplitsSet);
    const input = splitFromFlags(parsed.flags);
    const actions = await splitActionsFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const saved = await actions.set(parsed.flags.release, input);
    this.log(formatSplitSaved(saved));
    return saved;
  }
}
