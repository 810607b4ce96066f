import { Command, Errors } from '@oclif/core';
import type { PrismaClient } from '@slipcase/db';
import { isAppError } from '@slipcase/domain';
import { closeAtExit, closeConnections } from './closers';
import { ExitCode, exitCodeFor } from './exit-codes';
import { InvalidInputError, type InputProblem } from './invalid-input';
import { errorMessage } from './messages';

/** A failure to report: a message for people, the error code (and refused fields) for `--json` and scripts. */
class CommandFailure extends Errors.CLIError {
  constructor(
    message: string,
    exit: number,
    readonly errorCode: string | null = null,
    readonly fields?: InputProblem[],
  ) {
    super(message, { exit });
  }
}

/** Prisma's messages quote the calling source; its last line says what went wrong. */
function databaseMessage(error: Error): string {
  const lines = error.message.split('\n').map((line) => line.trim()).filter(Boolean);
  return `Database error: ${lines.at(-1) ?? error.name}`;
}

/** "Workflow Update failed" says little alone: add what caused it, innermost last. */
function withCauses(error: Error): string {
  const messages: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current.message && !messages.includes(current.message)) messages.push(current.message);
  }
  return messages.join(': ') || String(error);
}

function toCliError(error: Error): Errors.CLIError {
  if (error instanceof Errors.CLIError) return error;
  if (error instanceof InvalidInputError) {
    return new CommandFailure(error.message, ExitCode.invalidInput, 'invalid_input', error.problems);
  }
  if (isAppError(error)) {
    // An error without a message of its own reads as the web app says it.
    const message = error.message === error.code ? errorMessage(error.code, error.params) : error.message;
    return new CommandFailure(message, exitCodeFor(error.code), error.code);
  }
  const message = error.name.startsWith('PrismaClient') ? databaseMessage(error) : withCauses(error);
  const failure = new CommandFailure(message, ExitCode.unexpected);
  failure.cause = error;
  return failure;
}

const disconnectDatabase = async () => (await import('@slipcase/db')).getPrisma().$disconnect();

/**
 * Every slipcase command: maps AppError codes to exit codes and messages (also under --json), and closes the
 * database and Temporal connections it opened so the process exits promptly.
 */
export abstract class SlipcaseCommand extends Command {
  /**
   * The platform's database, for the commands that work on it directly. Loaded on first use, so a command that talks
   * to a server (a label's machine) never loads Prisma: starting the CLI stays quick.
   */
  protected async database(): Promise<PrismaClient> {
    const { getPrisma } = await import('@slipcase/db');
    closeAtExit(disconnectDatabase);
    return getPrisma();
  }

  protected override async catch(error: Error): Promise<never> {
    const failure = toCliError(error);
    const exit = failure.oclif.exit ?? ExitCode.unexpected;
    if (this.jsonEnabled()) {
      const code = failure instanceof CommandFailure ? failure.errorCode : (failure.code ?? null);
      const fields = failure instanceof CommandFailure ? failure.fields : undefined;
      this.logJson({ error: { code, message: failure.message, exit, ...(fields && { fields }) } });
      this.exit(exit);
    }
    throw failure;
  }

  protected override async finally(error: Error | undefined): Promise<void> {
    await closeConnections();
    await super.finally(error);
  }
}
