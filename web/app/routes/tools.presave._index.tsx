import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { recordIdSchema } from '@slipcase/api-contract/clean-input';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmptyState } from '../components/empty-state';
import { Alert } from '../components/ui/alert';
import { Badge } from '../components/ui/badge';
import { Button, buttonVariants } from '../components/ui/button';
import { StackedBody, StackedCell, StackedHeader, StackedRow, StackedTable } from '../components/ui/stacked-table';
import { TableHead, TableRow } from '../components/ui/table';
import { UpgradePrompt } from '../components/upgrade-prompt';
import { errorMessage } from '../lib/error-messages';
import { formatDate } from '../lib/format';
import { titleMeta } from '../lib/meta';
import { presaveToolsPage, startCampaign } from '../server/presave/campaigns.server';
import { refusal } from '../server/presave/streaming.server';
import { readFormValue } from '../server/read-form.server';
import { requireUser } from '../server/session.server';

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await presaveToolsPage(await requireUser(request)));
}

const startSchema = z.object({ releaseId: recordIdSchema });

/** Starts the campaign of a release whose pre-save is on (PRO only, refused on the server otherwise). */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { releaseId } = await readFormValue(request, startSchema);
  try {
    const { campaignId } = await startCampaign(user, releaseId);
    return redirect(`/tools/presave/${campaignId}`);
  } catch (error) {
    return json(refusal(error), { status: 400 });
  }
}

export const meta = titleMeta('presave:tools.title');

export default function PresaveCampaignsPage() {
  const { upgrade, rows } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, i18n } = useTranslation(['presave', 'common']);
  const { t: common } = useTranslation();
  return (
    <div className="space-y-6" data-testid="presave-campaigns">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('presave:tools.title')}</h1>
        <p className="text-muted-foreground">{t('presave:tools.intro')}</p>
      </header>
      {result && 'error' in result ? <Alert variant="destructive">{errorMessage(common, result.error)}</Alert> : null}
      {upgrade ? (
        <UpgradePrompt from="presave" />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('presave:tools.emptyTitle')}
          body={t('presave:tools.emptyBody')}
          action={
            <Link to="/distributions" className={buttonVariants({ variant: 'outline' })}>
              {t('presave:tools.toReleases')}
            </Link>
          }
        />
      ) : (
        <StackedTable>
          <StackedHeader>
            <TableRow>
              <TableHead>{t('presave:tools.release')}</TableHead>
              <TableHead>{t('presave:tools.releaseDate')}</TableHead>
              <TableHead>{t('presave:tools.subscribers')}</TableHead>
              <TableHead>
                <span className="sr-only">{t('presave:tools.actions')}</span>
              </TableHead>
            </TableRow>
          </StackedHeader>
          <StackedBody>
            {rows.map((row) => (
              <StackedRow key={row.releaseId}>
                <StackedCell wide label={t('presave:tools.release')}>
                  <span className="font-medium">{row.title}</span>
                  <span className="block text-sm text-muted-foreground">{row.artist}</span>
                </StackedCell>
                <StackedCell label={t('presave:tools.releaseDate')}>{formatDate(i18n.language, row.releaseDate)}</StackedCell>
                <StackedCell label={t('presave:tools.subscribers')}>
                  {row.campaign ? row.campaign.subscribers : '—'}
                  {row.campaign?.stage === 'out' ? <Badge variant="secondary" className="ml-2">{t('presave:page.outNow')}</Badge> : null}
                </StackedCell>
                <StackedCell wide className="text-right">
                  {row.campaign ? (
                    <Link to={`/tools/presave/${row.campaign.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      {t('presave:tools.open')}
                    </Link>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="releaseId" value={row.releaseId} />
                      <Button type="submit" size="sm">
                        {t('presave:tools.start')}
                      </Button>
                    </Form>
                  )}
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
