import type { ErrorCode } from '@slipcase/domain';

/** What scripts calling `slipcase` can rely on. oclif's own usage errors (bad flag, missing argument) exit 2 too. */
export const ExitCode = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  notFound: 3,
  refused: 4,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];

export function exitCodeFor(code: ErrorCode): ExitCode {
  switch (code) {
    case 'not_found':
      return ExitCode.notFound;
    case 'permission_denied':
    case 'invalid_transition':
      return ExitCode.refused;
    case 'required':
      return ExitCode.usage;
    default:
      return ExitCode.unexpected;
  }
}
