import { Flags } from '@oclif/core';
import { SlipcaseCommand } from '../lib/base-command';
import { login, type LoginResult } from '../lib/remote/login';

export default class Login extends SlipcaseCommand {
  static override summary = 'Sign the CLI in to a Slipcase server with a personal access token.';
  static override description = [
    'Make the token on the server at /account/api-tokens (PRO and Advanced; staff on any plan). The token is checked against the server, then saved with its address in ~/.config/slipcase/credentials.json (readable by you only; SLIPCASE_CONFIG_DIR moves it). From then on every command talks to that server. In CI, set SLIPCASE_URL and SLIPCASE_TOKEN instead. `login` and `logout` themselves act on this machine only.',
    'Exit codes: 0 signed in, 1 unexpected error, 2 usage error, 4 the token is unknown, expired or revoked (or its account has no API access), 6 the server cannot be reached.',
  ].join('\n\n');
  static override examples = [
    '<%= config.bin %> <%= command.id %> --url https://slipcase.example --token slc_…',
    'SLIPCASE_TOKEN=slc_… <%= config.bin %> <%= command.id %> --url http://localhost:3000 --json',
  ];
  static override enableJsonFlag = true;
  static override flags = {
    url: Flags.string({ description: 'The Slipcase server, e.g. https://slipcase.example', required: true, env: 'SLIPCASE_URL' }),
    token: Flags.string({ description: 'A personal access token (slc_…)', required: true, env: 'SLIPCASE_TOKEN' }),
  };

  async run(): Promise<LoginResult> {
    const { flags } = await this.parse(Login);
    const result = await login({ url: flags.url, token: flags.token });
    this.log(`Signed in to ${result.url} as ${result.username}. Saved to ${result.path}.`);
    return result;
  }
}
