import { useTranslation } from 'react-i18next';
import type { RecordedStatementProblem } from '@slipcase/services/statements/list-statements';

/** Why an import posted nothing, in the importer's plain words, with the part and line when it names one. */
export function ProblemText({ problem, className }: { problem: RecordedStatementProblem; className?: string }) {
  const { t } = useTranslation('operator');
  const where = problem.lineNo ? (problem.part ? t('statements.partLine', { part: problem.part, line: problem.lineNo }) : t('statements.line', { line: problem.lineNo })) : null;
  return (
    <span className={className} data-testid="problem">
      {where ? <span className="font-medium">{where}: </span> : null}
      {problem.message || t('statements.problemUnknown')}
    </span>
  );
}
