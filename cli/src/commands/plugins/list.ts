import { SlipcaseCommand } from '../../lib/base-command';
import { formatStorePlugins } from '../../lib/format-store-plugins';
import { listStorePlugins, type StorePluginsList } from '../../lib/store-plugins';

export default class PluginsList extends SlipcaseCommand {
  static override summary = 'List the store plugins this installation finds, and how each is configured.';
  static override description = [
    'Looks in plugins/stores/* (packages marked "slipcase": { "storePlugin": true }) and in node_modules for slipcase-plugin-* and @scope/slipcase-plugin-* packages. For each store: its tier, package, whether SLIPCASE_STORES enables it, where it delivers (a sandbox folder until SLIPCASE_STORE_<ID>_URL is set), its recipient, what audio and artwork it is sent, its lead time, deals, capabilities and concurrency. Nothing is connected or written. Local by nature: it reads this installation, signed in or not (a server\'s stores are what `feed build` signed in may build for).',
    'Exit codes: 0 listed (a store whose transport cannot be built is listed with the reason), 1 unexpected error, 2 usage error, 5 the store configuration is refused (a bad SLIPCASE_STORE_* or SLIPCASE_DDEX_RECIPIENTS value, SLIPCASE_STORES naming an unknown store, a broken package, two stores with one id).',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %>',
    'SLIPCASE_STORES=spotify,deezer <%= config.bin %> <%= command.id %> --json',
  ];
  static override enableJsonFlag = true;

  async run(): Promise<StorePluginsList> {
    await this.parse(PluginsList);
    const list = await listStorePlugins();
    this.log(formatStorePlugins(list));
    return list;
  }
}
