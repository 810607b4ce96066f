import { Command, Errors } from '@oclif/core';
import { getPrisma, type PrismaClient } from '@slipcase/db';
import { isAppError, type ErrorCode } from '@slipcase/domain';
import { closeTemporalClient } from '@slipcase/workflows/client';
import { ExitCode, exitCodeFor } from './exit-codes';

/** The generic messages of the specification's error catalogue, for errors that carry no better one. */
const GENERIC_MESSAGES: Partial<Record<ErrorCode, string>> = {
  not_found: 'Not found',
  permission_denied: 'Permission denied',
  invalid_transition: 'Not allowed in the current status',
  server_error: 'Server error, try again later',
};

/** A failure to report: one line for people, the error code for `--json` and scripts. */
class CommandFailure extends Errors.CLIError {
  constructor(
    message: string,
    exit: number,
    readonly errorCode: string | null = null,
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
  if (isAppError(error)) {
    const message = error.message === error.code ? (GENERIC_MESSAGES[error.code] ?? error.code) : error.message;
    return new CommandFailure(message, exitCodeFor(error.code), error.code);
  }
  const message = error.name.startsWith('PrismaClient') ? databaseMessage(error) : withCauses(error);
  const failure = new CommandFailure(message, ExitCode.unexpected);
  failure.cause = error;
  return failure;
}

/**
 * Every slipcase command: maps AppError codes to exit codes and messages (also under --json), and closes the
 * database and Temporal connections it opened so the process exits promptly.
 */
export abstract class SlipcaseCommand extends Command {
  private prismaClient: PrismaClient | undefined;

  protected get prisma(): PrismaClient {
    this.prismaClient ??= getPrisma();
    return this.prismaClient;
  }

  protected override async catch(error: Error): Promise<never> {
    const failure = toCliError(error);
    const exit = failure.oclif.exit ?? ExitCode.unexpected;
    if (this.jsonEnabled()) {
      const code = failure instanceof CommandFailure ? failure.errorCode : (failure.code ?? null);
      this.logJson({ error: { code, message: failure.message, exit } });
      this.exit(exit);
    }
    throw failure;
  }

  protected override async finally(error: Error | undefined): Promise<void> {
    await Promise.allSettled([this.prismaClient?.$disconnect(), closeTemporalClient()]);
    await super.finally(error);
  }
}
