import { Args } from '@oclif/core';
import type { PresaveCampaignJson } from '@slipcase/api-contract/presave-schemas';
import { SlipcaseCommand } from '../../lib/base-command';
import { actingUserFlag } from '../../lib/flags';
import { RETRY_LATER_EXIT, signedInHelp } from '../../lib/mode-help';
import { formatPresave } from '../../lib/presave/format-presave';
import { presaveReaderFor } from '../../lib/presave/presave-reader-for';

export default class PresaveShow extends SlipcaseCommand {
  static override summary = 'Show a pre-save campaign: its release, page, and every subscriber with what release day did for them.';
  static override description = [
    signedInHelp('read', 'it reads the platform\'s database as --as (username or e-mail), else SLIPCASE_USER.'),
    'Pre-save is PRO: other plans are refused. With --json, prints the campaign as `GET /v1/presaves/{id}` answers it.',
    `Exit codes: 0 shown, 1 unexpected error, 2 usage error, 3 no such campaign of the account's, 4 not PRO or a token without the read scope, ${RETRY_LATER_EXIT}.`,
  ].join('\n\n');
  static override examples = ['<%= config.bin %> <%= command.id %> cm4x0y2z10000abcd1234efgh --as artist', '<%= config.bin %> <%= command.id %> k7mq2xw9ab --json'];
  static override enableJsonFlag = true;
  static override args = {
    campaign: Args.string({ description: 'ID of the campaign, or the key of its page (/release/<key>)', required: true }),
  };
  static override flags = { as: actingUserFlag('campaign') };

  async run(): Promise<PresaveCampaignJson> {
    const parsed = await this.parse(PresaveShow);
    const read = await presaveReaderFor(parsed, async () => ({ prisma: await this.database(), as: parsed.flags.as }));
    const campaign = await read(parsed.args.campaign);
    this.log(formatPresave(campaign));
    return campaign;
  }
}
