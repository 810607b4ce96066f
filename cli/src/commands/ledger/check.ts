import { Errors } from '@oclif/core';
import type { LedgerBreach } from '@slipcase/services';
import { SlipcaseCommand } from '../../lib/base-command';
import { ExitCode } from '../../lib/exit-codes';
import { ledgerCheckFor } from '../../lib/ledger/ledger-check-for';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';

export default class LedgerCheck extends SlipcaseCommand {
  static override summary = 'Check every invariant of the royalty ledger, and exit non-zero on any breach.';
  static override description = [
    'Each transaction sums to zero in each currency; each account\'s balance is the sum of its entries; no artist, pending payee or held balance is below zero; each posted statement\'s store owes exactly its total and its US dollar worth (whole cents) was credited in full; each statement item is the sum of its lines. Prints each breach with what breaks it.',
    signedInHelp('review', 'it reads the platform\'s database. Signed in, only staff (operators and admins) may.'),
    `Exit codes: 0 the ledger holds, 1 unexpected error, 4 signed in without the review scope or as no staff, ${RETRY_LATER_EXIT}, ${ExitCode.ledgerBreach} at least one breach (each printed).`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %>', '<%= config.bin %> <%= command.id %> --json'];
  static override enableJsonFlag = true;

  async run(): Promise<{ breaches: LedgerBreach[] }> {
    const check = await ledgerCheckFor(await this.parse(LedgerCheck), () => this.database());
    const breaches = await check();
    if (breaches.length === 0) {
      this.log('The ledger holds: every transaction balances, every balance equals its entries, none below zero.');
      return { breaches };
    }
    const text = [`The ledger breaks ${breaches.length} invariant${breaches.length === 1 ? '' : 's'}:`, ...breaches.map((breach) => `  ${breach.rule}: ${breach.detail}`)].join('\n');
    // A failure like any command's: under --json it is `{ error: { code: 'ledger_breach', message, exit } }`.
    throw new Errors.CLIError(text, { exit: ExitCode.ledgerBreach, code: 'ledger_breach' });
  }
}
