import type { FormSubmissionStatus } from '@slipcase/domain';
import type { MailRecipient } from '../accounts/account-mail';
import type { ServiceDeps } from '../deps';

/** What a submitter is told when staff move their submission. */
export interface SubmissionNews {
  formName: string;
  status: Exclude<FormSubmissionStatus, 'pending'>;
  note: string | null;
  /** `<public URL>/form-submissions`. */
  link: string;
}

/** How the form use cases mail a submitter: the web writes the translated text and sends it; a failed send throws. */
export interface FormMailer {
  submissionMoved(recipient: MailRecipient, news: SubmissionNews): Promise<void>;
}

export type FormReviewDeps = Pick<ServiceDeps, 'prisma' | 'now'> & { mail: FormMailer; publicUrl: string };
