import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { RunningImport } from '../../server/statements/statement-console.server';
import { formatMonth } from '../../lib/format';
import { Alert } from '../ui/alert';
import { buttonVariants } from '../ui/button';
import { formatAmount, formatAmounts } from './money-text';
import { ProblemText } from './problem-text';

/** The imports started from this page: "Importing…" while the workflow runs, then how each ended. */
export function RunningImports({ imports, dismissUrl }: { imports: RunningImport[]; dismissUrl: (workflowId: string) => string }) {
  const { t, i18n } = useTranslation('operator');
  if (imports.length === 0) return null;
  return (
    <ul className="grid gap-3" aria-live="polite" data-testid="running-imports">
      {imports.map(({ workflowId, state, lines, runUrl }) => {
        const done = state && state.status !== 'importing';
        const variant = state?.status === 'failed' ? 'destructive' : state?.status === 'posted' ? 'success' : 'default';
        return (
          <li key={workflowId}>
            <Alert variant={variant} role="status" data-import-status={state?.status ?? 'unknown'} className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <div className="min-w-0 flex-1 basis-64">
                {!state ? <p>{t('statements.running.unknown')}</p> : null}
                {state?.status === 'importing' ? (
                  <div className="grid gap-2">
                    <p>
                      {t('statements.running.importing')}
                      {lines !== null ? <span className="block text-muted-foreground">{t('statements.running.linesRead', { lines: new Intl.NumberFormat(i18n.language).format(lines) })}</span> : null}
                    </p>
                    <div className="h-2 w-full overflow-hidden rounded-full bg-primary/15" role="progressbar" aria-label={t('statements.running.importing')}>
                      <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
                    </div>
                  </div>
                ) : null}
                {state?.status === 'posted' ? (
                  <p>
                    {t('statements.running.posted', {
                      period: state.period ? formatMonth(i18n.language, state.period) : '',
                      lines: state.lineCount ?? 0,
                      total: formatAmounts(i18n.language, state.totals ?? []),
                      usd: formatAmount(i18n.language, state.usdTotal ?? '0', 'USD'),
                      suspense: formatAmount(i18n.language, state.suspenseUsd ?? '0', 'USD'),
                    })}
                  </p>
                ) : null}
                {state?.status === 'duplicate' ? <p>{t('statements.running.duplicate')}</p> : null}
                {state?.status === 'failed' ? (
                  <p>
                    {t('statements.running.failed')}{' '}
                    {state.problem ? <ProblemText problem={state.problem} /> : null}
                  </p>
                ) : null}
              </div>
              <div className="flex gap-2">
                {runUrl ? (
                  <a href={runUrl} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                    {t('statements.openRun')}
                  </a>
                ) : null}
                {done || !state ? (
                  <Link to={dismissUrl(workflowId)} replace preventScrollReset className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                    {t('statements.running.dismiss')}
                  </Link>
                ) : null}
              </div>
            </Alert>
          </li>
        );
      })}
    </ul>
  );
}
