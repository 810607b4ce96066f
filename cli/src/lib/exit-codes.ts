import type { ErrorCode } from '@slipcase/domain';

/** What scripts calling `slipcase` can rely on. oclif's own usage errors (bad flag, missing argument) exit 2 too. */
export const ExitCode = {
  ok: 0,
  unexpected: 1,
  usage: 2,
  notFound: 3,
  refused: 4,
  /** The input was read and refused: a file that is missing or not accepted, a release that is incomplete. */
  invalidInput: 5,
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
    case 'audio_format_unsupported':
    case 'audio_too_large':
    case 'audio_too_short':
    case 'audio_too_long':
    case 'image_format_invalid':
    case 'image_too_small':
    case 'image_too_large':
    case 'image_not_square':
    case 'release_incomplete':
      return ExitCode.invalidInput;
    default:
      return ExitCode.unexpected;
  }
}
