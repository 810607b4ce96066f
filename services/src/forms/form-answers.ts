import type { FormFieldKind, FormFileType } from '@slipcase/domain';

/** A file answer as kept: where storage has it and what the user sent. */
export interface AnsweredFile {
  storageKey: string;
  /** The name the user's browser gave, shown only. */
  name: string;
  type: FormFileType;
  sizeBytes: number;
}

/** One field of a submission as it was asked and answered; the JSON of `FormSubmission.answers`. */
export interface FormAnswer {
  key: string;
  label: string;
  kind: FormFieldKind;
  value: string;
  file: AnsweredFile | null;
}
