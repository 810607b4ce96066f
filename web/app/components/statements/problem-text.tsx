import { useTranslation } from 'react-i18next';
import type { RecordedStatementProblem } from '@slipcase/services/statements/list-statements';

/**
 * Why an import posted nothing, with the line (and part) it names: a reading problem in the reader's language
 * (the shared `statement_problem` messages), anything else in the importer's own words.
 */
export function ProblemText({ problem, className }: { problem: RecordedStatementProblem; className?: string }) {
  const { t, i18n } = useTranslation();
  const key = `statement_problem.${problem.code}`;
  const template = i18n.getResource('en', 'common', key) as string | undefined;
  const translatable = template !== undefined && (problem.detail !== undefined || !template.includes('{{detail}}'));
  if (!translatable) {
    return (
      <span className={className} data-testid="problem">
        {problem.message || t('operator:statements.problemUnknown')}
      </span>
    );
  }
  const where =
    problem.lineNo === undefined
      ? ''
      : problem.part && problem.part > 1
        ? t('statement_problem.where_line_part', { line: problem.lineNo, part: problem.part })
        : t('statement_problem.where_line', { line: problem.lineNo });
  return (
    <span className={className} data-testid="problem">
      {where}
      {t(key, { detail: problem.detail ?? '' })}
    </span>
  );
}
