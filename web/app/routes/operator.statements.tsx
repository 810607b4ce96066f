import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData, useLocation, useNavigate, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RunningImports } from '../components/statements/running-imports';
import { StatementTable } from '../components/statements/statement-table';
import { StatementUpload } from '../components/statements/statement-upload';
import { buttonVariants } from '../components/ui/button';
import { titleMeta } from '../lib/meta';
import { requireOperator } from '../server/session.server';
import { receiveStatementUpload, runningImports, statementRows, statementStores } from '../server/statements/statement-console.server';

/** How often the page asks how running imports are doing. */
const POLL_MS = 2000;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const importing = new URL(request.url).searchParams.getAll('importing');
  const [stores, statements, running] = await Promise.all([statementStores(), statementRows(), runningImports(importing)]);
  return json({ stores, statements, running });
}

/** The upload (multipart, sent by the page with progress): 202 with the import's workflow, or 400 naming the field. */
export async function action({ request }: ActionFunctionArgs) {
  const operator = await requireOperator(request);
  const { status, answer } = await receiveStatementUpload(request, operator.id);
  return json(answer, { status });
}

export const meta = titleMeta('operator:statements.heading');

const DATA_URL = '/operator/statements?_data=routes%2Foperator.statements';

export default function StatementsPage() {
  const { t } = useTranslation('operator');
  const { stores, statements, running } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const storeNames = Object.fromEntries(stores.map((store) => [store.id, store.name]));
  const stillImporting = running.some((run) => run.state?.status === 'importing');

  useEffect(() => {
    if (!stillImporting || revalidator.state !== 'idle') return;
    const timer = setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [stillImporting, revalidator]);

  const withImports = (change: (ids: string[]) => string[]) => {
    const params = new URLSearchParams(location.search);
    const ids = change(params.getAll('importing'));
    params.delete('importing');
    for (const id of ids) params.append('importing', id);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">{t('statements.heading')}</h1>
          <p className="text-muted-foreground">{t('statements.lead')}</p>
        </div>
        <Link to="/operator/statements/suspense" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('statements.suspenseLink')}
        </Link>
      </div>
      <StatementUpload
        stores={stores}
        action={DATA_URL}
        onStarted={(workflowId) => navigate(withImports((ids) => [workflowId, ...ids.filter((id) => id !== workflowId)]), { replace: true, preventScrollReset: true })}
        outcomeOf={(workflowId) => running.find((run) => run.workflowId === workflowId)?.state?.status ?? null}
      />
      <RunningImports imports={running} dismissUrl={(workflowId) => withImports((ids) => ids.filter((id) => id !== workflowId))} />
      <section className="space-y-3" aria-labelledby="statements-list">
        <h2 id="statements-list" className="text-lg font-semibold">
          {t('statements.listHeading')}
        </h2>
        <StatementTable statements={statements} storeNames={storeNames} />
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
