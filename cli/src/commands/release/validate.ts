import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { releaseActionsFor } from '../../lib/release-actions/release-actions-for';
import { readiness, validationFailure, type ReleaseValidation } from '../../lib/validate-release';

export default class ReleaseValidate extends SlipcaseCommand {
  static override summary = 'Check a release as its submission would, without submitting it.';
  static override description = [
    signedInHelp('read', 'it checks the release on the platform\'s database as its owner, named by --as (username or e-mail), else SLIPCASE_USER; no Temporal is needed.'),
    'Every problem the submission would refuse (for a rejected release, the reopening), by the same rules as the web\'s review step and `release submit`, is printed, one `<field>: <message>` line each; warnings (stores the release would not go to) on stderr. With --json, a release without problems prints the check.',
    `Exit codes: 0 no problems (ready to submit), 1 unexpected error, 2 usage error (no --as locally, --as when signed in), 3 no such release, 4 refused (another account's release locally, a blocked account, a token without the scope), 5 the release has problems, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as label@example.com',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh && <%= config.bin %> release submit cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to check', required: true }),
  };
  static override flags = {
    as: actingUserFlag('release'),
  };

  async run(): Promise<ReleaseValidation> {
    const parsed = await this.parse(ReleaseValidate);
    const releases = await releaseActionsFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const validation = await releases.validate(parsed.args.releaseId);
    for (const warning of validation.warnings) this.warn(warning.message);
    if (validation.errors.length > 0) throw validationFailure(validation);
    this.log(readiness(validation));
    return validation;
  }
}
