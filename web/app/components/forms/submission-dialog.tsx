import type { FormSubmissionStatus } from '@slipcase/domain';
import type { FormAnswer } from '@slipcase/services/forms/form-answers';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { Button } from '../ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog';
import { AnswersList } from './answers-list';
import { SubmissionStatus } from './submission-status';

export interface ShownSubmission {
  id: string;
  formName: string;
  status: FormSubmissionStatus;
  note: string | null;
  createdAt: string;
  answers: FormAnswer[];
}

/** One submission's details (001 §2 "list with detail dialog"): a modal that traps focus, closes on Escape, and gives focus back to the button that opened it. */
export function SubmissionDialog({ submission, open, onClose }: { submission: ShownSubmission | null; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('forms');
  return (
    <Dialog open={open} onOpenChange={(opening) => (opening ? undefined : onClose())}>
      {submission ? (
        <DialogContent
          className="max-h-[90dvh] overflow-y-auto"
          onCloseAutoFocus={(event) => {
            // Opened from the list's View button (not a Radix trigger): focus goes back to it.
            const opener = document.querySelector<HTMLElement>(`[data-submission="${CSS.escape(submission.id)}"]`);
            if (opener) {
              event.preventDefault();
              opener.focus();
            }
          }}
        >
          <DialogHeader>
            <DialogTitle className="break-words">{submission.formName}</DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <span>{t('dialog.sentOn', { date: formatDate(i18n.language, submission.createdAt) })}</span>
              <SubmissionStatus status={submission.status} />
            </DialogDescription>
          </DialogHeader>
          <p className="text-sm">{t(`dialog.meaning.${submission.status}`)}</p>
          {submission.note ? (
            <div className="rounded-md border bg-muted/40 p-3 text-sm">
              <p className="font-medium">{t('dialog.note')}</p>
              <p className="whitespace-pre-wrap break-words">{submission.note}</p>
            </div>
          ) : null}
          <AnswersList submissionId={submission.id} answers={submission.answers} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('dialog.close')}
              </Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
