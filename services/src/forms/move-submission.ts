import { AppError, checkSubmissionMove, FORM_LIMITS, isCleanText, type FormSubmissionStatus } from '@slipcase/domain';
import type { FormReviewDeps } from './form-mail';


/**
 * Staff move a submission (pending → reviewed → approved or rejected, the domain's rule) with an optional note, and
 * the submitter is mailed in their language. The move is one conditional update, so two staff clicking at once move it
 * once; a mail that cannot be sent is logged and the move stays.
 */
export async function moveSubmission(
  deps: FormReviewDeps,
  input: { submissionId: string; to: Exclude<FormSubmissionStatus, 'pending'>; note: string; staffId: string },
): Promise<{ status: FormSubmissionStatus }> {
  const note = input.note.trim();
  if (!isCleanText(note, 'lines')) throw new AppError('invalid_characters', 'note');
  if (note.length > FORM_LIMITS.note) throw new AppError('too_long', 'note', { max: FORM_LIMITS.note });
  const submission = await deps.prisma.formSubmission.findUnique({
    where: { id: input.submissionId },
    select: { status: true, formName: true, user: { select: { email: true, name: true, language: true } } },
  });
  if (!submission) throw new AppError('not_found');
  checkSubmissionMove(submission.status, input.to);
  const decided = input.to === 'approved' || input.to === 'rejected';
  const moved = await deps.prisma.formSubmission.updateMany({
    where: { id: input.submissionId, status: submission.status },
    data: { status: input.to, note: note || null, reviewedBy: input.staffId, ...(decided ? { decidedAt: deps.now } : {}) },
  });
  if (moved.count === 0) throw new AppError('form_move_not_allowed', 'status', { from: submission.status, to: input.to });
  try {
    await deps.mail.submissionMoved(submission.user, {
      formName: submission.formName,
      status: input.to,
      note: note || null,
      link: `${deps.publicUrl.replace(/\/+$/, '')}/form-submissions`,
    });
  } catch (error) {
    console.error(`The submitter of ${input.submissionId} could not be mailed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { status: input.to };
}
