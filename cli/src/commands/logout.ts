import { SlipcaseCommand } from '../lib/base-command';
import { credentialsPath, forgetRemote } from '../lib/remote/credentials';

export default class Logout extends SlipcaseCommand {
  static override summary = 'Forget the saved server and token; commands act on the local database again.';
  static override description = 'Removes ~/.config/slipcase/credentials.json (SLIPCASE_CONFIG_DIR moves it). The token itself stays valid until you revoke it at /account/api-tokens.\n\nExit codes: 0 done (also when nothing was saved), 1 unexpected error.';
  static override examples = ['<%= config.bin %> <%= command.id %>'];
  static override enableJsonFlag = true;

  async run(): Promise<{ removed: boolean; path: string }> {
    const removed = await forgetRemote();
    const path = credentialsPath();
    this.log(removed ? `Signed out: removed ${path}.` : 'Not signed in: nothing to remove.');
    return { removed, path };
  }
}
