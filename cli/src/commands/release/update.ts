import { Args, Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import { readChangesFile, type ReleaseUpdateAnswer } from '../../lib/release-update-file';

export default class ReleaseUpdate extends SlipcaseCommand {
  static override summary = 'Update a release the stores have: genre, credits, lyrics, explicit flags, label, or its date before it is live.';
  static override description = [
    signedInHelp(
      'submit',
      'it acts on the local database as the release\'s owner, named by --as (username or e-mail), else SLIPCASE_USER, and needs the platform\'s Temporal server and worker.',
    ),
    'The changes are a JSON file shaped as the body of POST /v1/releases/{id}/updates, e.g. {"tracks":[{"trackId":"…","contributors":[{"name":"Ana Lima","role":"composer","sharePercent":100}]}]}. A new title, ISRC or audio needs a new release and is refused with the reason. --dry-run prints each store\'s message diff and sends nothing. Changes to label, credits or lyrics are reviewed by an operator first.',
    `Exit codes: 0 sent (or previewed), 1 unexpected error, 2 usage error, 3 no such release, user or file, 4 refused (not approved or live, needs a new release, would break track linking, an update already waiting, the plan does not allow it), 5 invalid changes, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --changes credits.json --dry-run',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --changes credits.json --as label --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to update', required: true }),
  };
  static override flags = {
    changes: Flags.string({ description: 'JSON file with the changes', required: true, helpValue: '<file>' }),
    'dry-run': Flags.boolean({ description: 'Print each store\'s message diff; send nothing' }),
    as: actingUserFlag('release'),
  };

  async run(): Promise<ReleaseUpdateAnswer> {
    const parsed = await this.parse(ReleaseUpdate);
    const { args, flags } = parsed;
    const changes = await readChangesFile(flags.changes);
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: flags.as }));
    const result = await releases.update({ releaseId: args.releaseId, changes, dryRun: flags['dry-run'] });
    if (!result.update) {
      for (const store of result.stores) this.log(`${store.name}:\n${store.patch || '(no change in its message)'}`);
      for (const store of result.notSent) this.log(`${store.name}: takes no updates; it keeps the version it has.`);
      this.log(`Would change: ${result.fields.join(', ')}${result.needsReview ? ' (reviewed first)' : ''}. Nothing was sent.`);
      return result;
    }
    this.log(
      `Update ${result.update.revisionNo} of ${args.releaseId} (${result.fields.join(', ')}) ` +
        (result.needsReview ? 'is waiting for an operator\'s review.' : 'is on its way to the stores.'),
    );
    return result;
  }
}
