import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { staffForms } from '@slipcase/services/forms/form-definitions';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { Badge } from '../components/ui/badge';
import { buttonVariants } from '../components/ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../components/ui/stacked-table';
import { TableHead, TableRow } from '../components/ui/table';
import { formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { serviceDeps } from '../server/deps.server';
import { requireOperator } from '../server/session.server';

/** The staff's forms: every form, open or closed, with how many submissions wait for a decision. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireOperator(request);
  const forms = await staffForms(await serviceDeps());
  return json({ forms: forms.map(({ id, name, active, fields, waiting, updatedAt }) => ({ id, name, active, fieldCount: fields.length, waiting, updatedAt })) });
}

export const meta = titleMeta('forms:staff.title');

export default function StaffFormsPage() {
  const { t, i18n } = useTranslation('forms');
  const { forms } = useLoaderData<typeof loader>();
  const column = (name: string) => t(`staff.columns.${name}`);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('staff.title')}</h1>
          <p className="text-muted-foreground">{t('staff.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/operator/form-submissions" className={buttonVariants({ variant: 'outline' })}>
            {t('staff.queue')}
          </Link>
          <Link to="/operator/forms/new" className={buttonVariants()}>
            {t('staff.new')}
          </Link>
        </div>
      </div>
      {forms.length === 0 ? (
        <EmptyState title={t('staff.emptyTitle')} body={t('staff.emptyBody')} />
      ) : (
        <StackedTable>
          <StackedHeader>
            <TableRow>
              <TableHead>{column('name')}</TableHead>
              <TableHead>{column('status')}</TableHead>
              <TableHead>{column('fields')}</TableHead>
              <TableHead>{column('waiting')}</TableHead>
              <TableHead>{column('updated')}</TableHead>
            </TableRow>
          </StackedHeader>
          <StackedBody>
            {forms.map((form) => (
              <StackedRow key={form.id}>
                <StackedCell label={column('name')}>
                  <Link to={`/operator/forms/${form.id}`} className="font-medium break-words underline-offset-4 hover:underline">
                    {form.name}
                  </Link>
                </StackedCell>
                <StackedCell label={column('status')}>
                  <Badge variant={form.active ? 'success' : 'secondary'}>{form.active ? t('staff.open') : t('staff.closed')}</Badge>
                </StackedCell>
                <StackedCell label={column('fields')}>{form.fieldCount}</StackedCell>
                <StackedCell label={column('waiting')}>{form.waiting}</StackedCell>
                <StackedCell label={column('updated')}>{formatDate(i18n.language, form.updatedAt)}</StackedCell>
              </StackedRow>
            ))}
          </StackedBody>
        </StackedTable>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
