import type { FormAnswer } from '@slipcase/services/forms/form-answers';
import { useTranslation } from 'react-i18next';

const KILOBYTE = 1024;

function sizeOf(bytes: number): string {
  return bytes < KILOBYTE * KILOBYTE ? `${Math.max(1, Math.round(bytes / KILOBYTE))} KB` : `${(bytes / KILOBYTE / KILOBYTE).toFixed(1)} MB`;
}

/** A submission's answers as asked: each question, then the answer (a file as a download link), or "no answer". */
export function AnswersList({ submissionId, answers }: { submissionId: string; answers: readonly FormAnswer[] }) {
  const { t } = useTranslation('forms');
  return (
    <dl className="grid gap-3">
      {answers.map((answer) => (
        <div key={answer.key} className="grid gap-1">
          <dt className="text-sm font-medium text-muted-foreground">{answer.label}</dt>
          <dd className="text-sm break-words whitespace-pre-wrap">
            {answer.file ? (
              <a
                href={`/form-submissions/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(answer.key)}`}
                className="underline underline-offset-4"
                download={answer.file.name}
              >
                {t('answers.file', { name: answer.file.name, size: sizeOf(answer.file.sizeBytes) })}
              </a>
            ) : answer.value ? (
              answer.value
            ) : (
              <span className="text-muted-foreground">{t('answers.none')}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
