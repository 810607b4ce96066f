import { spawn, type ChildProcess } from 'node:child_process';

/** Child processes started by `npm start`, their output prefixed, all stopped together. */
export class ProcessGroup {
  private readonly children: Array<{ name: string; child: ChildProcess }> = [];

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): ChildProcess {
    // A process group of its own: a terminal's Ctrl-C reaches only the supervisor, which stops children in order.
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const prefix = `\x1b[2m[${name}]\x1b[0m `;
    const relay = (out: NodeJS.WriteStream) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) out.write(prefix + line + '\n');
    };
    child.stdout?.on('data', relay(process.stdout));
    child.stderr?.on('data', relay(process.stderr));
    this.children.push({ name, child });
    return child;
  }

  /** Resolves when a child prints a line matching the pattern (e.g. a worker announcing it polls). */
  waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 120_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${timeoutMs / 1000} s`)), timeoutMs);
      const onData = (chunk: Buffer) => {
        if (!pattern.test(chunk.toString())) return;
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      };
      child.stdout?.on('data', onData);
    });
  }

  /** Resolves with the name of the first child that exits. */
  firstExit(): Promise<{ name: string; code: number | null }> {
    return new Promise((resolve) => {
      for (const { name, child } of this.children) child.once('exit', (code) => resolve({ name, code }));
    });
  }

  async stopAll(timeoutMs = 10_000): Promise<void> {
    await Promise.all(
      this.children.map(({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
        return new Promise<void>((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        });
      }),
    );
  }
}
