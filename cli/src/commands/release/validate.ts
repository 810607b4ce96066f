import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { RETRY_LATER_EXIT } from '../../lib/mode-help';
import { requireRemote } from '../../lib/remote/require-remote';
import { readiness, validateRelease, validationFailure, type ReleaseValidation } from '../../lib/validate-release';

export default class ReleaseValidate extends SlipcaseCommand {
  static override summary = 'Check a release as its submission would, without submitting it.';
  static override description = [
    'Asks the server the CLI is signed in to (`slipcase login`, or SLIPCASE_URL and SLIPCASE_TOKEN; the read scope) for every problem the submission would refuse (for a rejected release, the reopening), by the same rules as the web\'s review step and `release submit`. Every problem is printed, one `<field>: <message>` line each; warnings (stores the release would not go to) on stderr. With --json, a release without problems prints the check.',
    `Exit codes: 0 no problems (ready to submit), 1 unexpected error, 2 usage error, 3 no such release, 4 refused (not signed in, a token without the scope), 5 the release has problems, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh && <%= config.bin %> release submit cm4x0y2z10000abcd1234efgh',
    '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    releaseId: Args.string({ description: 'ID of the release to check', required: true }),
  };

  async run(): Promise<ReleaseValidation> {
    const { args } = await this.parse(ReleaseValidate);
    const validation = await validateRelease(await requireRemote(), args.releaseId);
    for (const warning of validation.warnings) this.warn(warning.message);
    if (validation.errors.length > 0) throw validationFailure(validation);
    this.log(readiness(validation));
    return validation;
  }
}
