import { SEARCH_ATTRIBUTES } from '../contracts';
import { findTemporalCli } from './find-cli';
import { startServerProcess } from './server-process';

export interface DevServerOptions {
  port: number;
  uiPort: number;
  /** SQLite file that keeps workflows across restarts; in memory when absent. */
  dbFile?: string;
  headless?: boolean;
  /** Where the server's output goes; when absent the last lines are kept for error messages. */
  logFile?: string;
  /** How long to wait for the frontend to answer. */
  readyTimeoutMs?: number;
  cliPath?: string;
}

export interface DevServer {
  address: string;
  uiUrl: string | null;
  stop(): Promise<void>;
}

export function devServerArgs(options: DevServerOptions): string[] {
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(options.port)];
  args.push('--ui-port', String(options.uiPort));
  if (options.dbFile) args.push('--db-filename', options.dbFile);
  if (options.headless) args.push('--headless');
  for (const [name, type] of Object.entries(SEARCH_ATTRIBUTES)) args.push('--search-attribute', `${name}=${type}`);
  args.push('--log-level', 'warn');
  return args;
}

/** Starts `temporal server start-dev` and resolves once its frontend answers gRPC calls. */
export async function startTemporalDevServer(options: DevServerOptions): Promise<DevServer> {
  const address = `127.0.0.1:${options.port}`;
  const stop = await startServerProcess({
    label: 'Temporal dev server',
    command: options.cliPath ?? findTemporalCli(),
    args: devServerArgs(options),
    address,
    logFile: options.logFile,
    readyTimeoutMs: options.readyTimeoutMs,
    // The frontend takes connections a moment before its namespace answers.
    ready: (connection) => connection.workflowService.describeNamespace({ namespace: 'default' }),
  });
  return { address, uiUrl: options.headless ? null : `http://127.0.0.1:${options.uiPort}`, stop };
}
