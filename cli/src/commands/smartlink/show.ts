import { Args } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { signedInHelp } from '../../lib/mode-help';
import { formatSmartLink, type SmartLinkAnswer } from '../../lib/smart-links/smart-link-desk';
import { smartLinkDeskFor } from '../../lib/smart-links/smart-link-desk-for';

export default class SmartLinkShow extends SlipcaseCommand {
  static override summary = "Show one of the account's smart links: its address, its release and its buttons.";
  static override description = [
    signedInHelp('read', "it reads the platform's database as --as (username or e-mail), else SLIPCASE_USER."),
    'Exit codes: 0 shown, 1 unexpected error, 2 usage error, 3 no such smart link of the account.',
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as artist', '<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --json'];
  static override enableJsonFlag = true;
  static override args = { smartLinkId: Args.string({ description: 'ID of the smart link', required: true }) };
  static override flags = { as: actingUserFlag() };

  async run(): Promise<SmartLinkAnswer> {
    const parsed = await this.parse(SmartLinkShow);
    const desk = await smartLinkDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const link = await desk.show(parsed.args.smartLinkId);
    this.log(formatSmartLink(link));
    return link;
  }
}
