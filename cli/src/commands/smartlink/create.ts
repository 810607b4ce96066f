import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { signedInHelp } from '../../lib/mode-help';
import { formatSmartLink, type SmartLinkAnswer } from '../../lib/smart-links/smart-link-desk';
import { smartLinkDeskFor } from '../../lib/smart-links/smart-link-desk-for';

export default class SmartLinkCreate extends SlipcaseCommand {
  static override summary = 'Make the smart link of a published release (or show the one it has).';
  static override description = [
    signedInHelp('write', "it acts on the platform's database as --as (username or e-mail), else SLIPCASE_USER."),
    'One smart link per release: its public page /s/<slug> has a button for each store that has the release. Without --slug the address is made from the artist and title.',
    'Exit codes: 0 made (or already there), 1 unexpected error, 2 usage error, 3 no such release of the account, 4 refused (not published, no UPC, the address taken), 5 an address that cannot be one.',
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %> --release cm4x0y2z10000abcd1234efgh --as artist', '<%= config.bin %> <%= command.id %> --release cm4x0y2z10000abcd1234efgh --slug my-song --json'];
  static override enableJsonFlag = true;
  static override flags = {
    release: Flags.string({ description: 'ID of the published release', required: true }),
    slug: Flags.string({ description: 'The address: /s/<slug> (lowercase letters, digits, hyphens)' }),
    as: actingUserFlag(),
  };

  async run(): Promise<SmartLinkAnswer> {
    const parsed = await this.parse(SmartLinkCreate);
    const desk = await smartLinkDeskFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const link = await desk.create({ releaseId: parsed.flags.release, ...(parsed.flags.slug !== undefined && { slug: parsed.flags.slug }) });
    this.log(formatSmartLink(link));
    return link;
  }
}
