import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { httpStatusOf } from '@slipcase/api-contract/http-status';
import { isAppError } from '@slipcase/domain';
import { z } from 'zod';
import { EmptyState } from '../components/empty-state';
import { formatAmount } from '../components/statements/money-text';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../components/ui/stacked-table';
import { TableHead, TableRow } from '../components/ui/table';
import { encodeError, errorMessage } from '../lib/error-messages';
import { formatCents, formatMonth } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { readFormValue } from '../server/read-form.server';
import { requireOperator } from '../server/session.server';
import { rematchFromConsole, statementStores, suspenseGroups } from '../server/statements/statement-console.server';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const [{ groups, total, totalCents }, stores] = await Promise.all([suspenseGroups(), statementStores()]);
  return json({ groups, total, totalCents, storeNames: Object.fromEntries(stores.map((store) => [store.id, store.name])) });
}

/** "Match again": every posted statement's suspense, or one statement's (`statementId`). */
const rematchSchema = z.object({ statementId: recordIdSchema.optional() });

export async function action({ request }: ActionFunctionArgs) {
  await requireOperator(request);
  const { statementId } = await readFormValue(request, rematchSchema);
  try {
    return json(await rematchFromConsole(statementId ?? null));
  } catch (error) {
    // A statement not posted (or none) is refused as `/v1` and the CLI refuse it.
    if (!isAppError(error)) throw error;
    return json({ refused: encodeError(error) }, { status: httpStatusOf(error.code) });
  }
}

export const meta = titleMeta('operator:suspense.heading');

export default function SuspensePage() {
  const { t, i18n } = useTranslation('operator');
  const { t: tCommon } = useTranslation('common');
  const { groups, totalCents, storeNames } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  // To the cent, the groups allocated to add up to the total shown; the exact amounts are the statements' CSV and trace.
  const usd = (amount: string) => formatAmount(i18n.language, amount, 'USD');
  const cents = (value: number) => formatCents(i18n.language, value);
  const column = (name: string) => t(`suspense.columns.${name}`);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Link to="/operator/statements" className="text-sm underline-offset-4 hover:underline">
          ← {t('suspense.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{t('suspense.heading')}</h1>
        <p className="text-muted-foreground">{t('suspense.lead')}</p>
      </div>
      {result && 'refused' in result ? (
        <Alert variant="destructive" role="alert">
          {errorMessage(tCommon, result.refused)}
        </Alert>
      ) : result ? (
        <Alert variant={result.matched > 0 ? 'success' : 'default'} role="status">
          {result.matched > 0
            ? t('suspense.rematched', { matched: result.matched, amount: usd(result.moved), unmatched: result.unmatched })
            : t('suspense.nothingMatched', { unmatched: result.unmatched })}
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border p-4">
        <p className="text-sm">{t('suspense.total', { amount: cents(totalCents), count: groups.length })}</p>
        <Form method="post">
          <Button type="submit" disabled={busy || groups.length === 0}>
            {busy ? t('suspense.rematching') : t('suspense.rematch')}
          </Button>
        </Form>
      </div>
      {groups.length === 0 ? (
        <EmptyState title={t('suspense.empty.title')} body={t('suspense.empty.body')} />
      ) : (
        <StackedTable data-testid="suspense">
          <StackedHeader>
            <TableRow>
              <TableHead>{column('code')}</TableHead>
              <TableHead className="text-right">{column('usd')}</TableHead>
              <TableHead className="text-right">{column('lines')}</TableHead>
              <TableHead>{column('recording')}</TableHead>
              <TableHead>{column('statements')}</TableHead>
            </TableRow>
          </StackedHeader>
          <StackedBody>
            {groups.map((group) => (
              <StackedRow key={`${group.kind}:${group.code}`} className="align-top">
                <StackedCell wide label={column('code')} className="font-mono text-sm">
                  {group.code || t('suspense.noCode')}
                  <span className="block font-sans text-xs text-muted-foreground">{t(`suspense.kind.${group.kind}`)}</span>
                </StackedCell>
                <StackedCell label={column('usd')} className="text-right tabular-nums">{cents(group.cents)}</StackedCell>
                <StackedCell label={column('lines')} className="text-right tabular-nums">{group.lines}</StackedCell>
                <StackedCell wide label={column('recording')} className="min-w-40 whitespace-normal">
                  <span className="block font-medium">{group.title ?? '–'}</span>
                  <span className="block text-sm text-muted-foreground">{group.artist ?? ''}</span>
                </StackedCell>
                <StackedCell wide label={column('statements')} className="min-w-44 whitespace-normal text-sm">
                  <ul>
                    {group.statements.map((part) => (
                      <li key={part.statementId}>
                        {storeNames[part.store] ?? part.store} · {formatMonth(i18n.language, part.period)}
                      </li>
                    ))}
                  </ul>
                </StackedCell>
              </StackedRow>
            ))}
          </StackedBody>
        </StackedTable>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
