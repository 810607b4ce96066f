import { Args, Flags } from '@oclif/core';
import { SlipcaseCommand } from '../../lib/base-command';
import { scaffoldStorePlugin, type ScaffoldedPlugin } from '../../lib/scaffold-store-plugin';

export default class PluginsNew extends SlipcaseCommand {
  static override summary = 'Create a store plugin package, slipcase-plugin-<name>, that passes the contract suite as generated.';
  static override description = [
    'Writes package.json (marked "slipcase": { "storePlugin": true }), src/index.ts (the store\'s profile, its TODO values valid, exported as storePlugins through ddexStorePackage), src/index.test.ts (the StorePlugin contract suite), tsconfig.json and a README saying what to fill in, how to test and how to install the package next to Slipcase. Put it under plugins/stores/ of a Slipcase checkout to develop it there. Local by nature: it writes on this machine, signed in or not.',
    'Exit codes: 0 created, 1 unexpected error, 2 usage error (e.g. a name that cannot be a store id), 4 the folder already exists.',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> acme-music',
    '<%= config.bin %> <%= command.id %> acme-music --dir plugins/stores/acme-music',
    '<%= config.bin %> <%= command.id %> radio-one --dir ~/src/slipcase-plugin-radio-one --json',
  ];
  static override enableJsonFlag = true;
  static override args = {
    name: Args.string({ description: 'The store\'s id: lower-case letters and digits joined by -, e.g. acme-music', required: true }),
  };
  static override flags = {
    dir: Flags.string({ description: 'Folder to create the package in (default: ./slipcase-plugin-<name>); must not exist', helpValue: '<folder>' }),
  };

  async run(): Promise<ScaffoldedPlugin> {
    const { args, flags } = await this.parse(PluginsNew);
    const created = await scaffoldStorePlugin({ name: args.name, dir: flags.dir });
    this.log(
      [
        `Created ${created.packageName} in ${created.dir}:`,
        ...created.files.map((file) => `  ${file}`),
        '',
        'Next: fill in the TODOs of src/index.ts from the store\'s delivery specification, then run the contract suite',
        '(README.md says how, and how to install the package next to Slipcase).',
      ].join('\n'),
    );
    return created;
  }
}
