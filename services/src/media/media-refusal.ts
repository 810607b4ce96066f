import type { ErrorCode, FieldError } from '@slipcase/domain';

/** What a file is filed as: a track's audio or the release's cover. */
export type UploadKind = 'audio' | 'artwork';

/** The field a media problem is reported on: the kind itself. */
export const uploadField = (kind: UploadKind): string => kind;

/** A refusal: the error (code, field, params); the edge answers it with the code's status. */
export interface MediaRefusal {
  ok: false;
  error: FieldError;
}

export const refuse = (code: ErrorCode, field: string, params?: FieldError['params']): MediaRefusal => ({
  ok: false,
  error: { code, field, ...(params && { params }) },
});

/** Thrown inside a filing's transaction to undo it (and the files it stored) and answer with the refusal. */
export class Refused extends Error {
  constructor(readonly refusal: MediaRefusal) {
    super(refusal.error.code);
    this.name = 'Refused';
  }
}
