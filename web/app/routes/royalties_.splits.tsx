import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state';
import { SharedSplits } from '../components/splits/shared-splits';
import { SplitForm } from '../components/splits/split-form';
import { SplitList } from '../components/splits/split-list';
import { SplitSaved } from '../components/splits/split-saved';
import { Badge } from '../components/ui/badge';
import { buttonVariants } from '../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card';
import { titleMeta } from '../lib/meta';
import { requireUser } from '../server/session.server';
import { setSplitFromForm } from '../server/splits/split-form.server';
import { loadSplitsPage, type SplitsPageRelease } from '../server/splits/splits-page.server';
import { formOf } from '../server/read-form.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return json(await loadSplitsPage(user.id));
}

/** Sets the split of `?release=<id>`, which must be the signed-in user's: any other answers not found. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const releaseId = new URL(request.url).searchParams.get('release') ?? '';
  const { status, reply, split, invited } = await setSplitFromForm(user.id, releaseId, await formOf(request));
  return json({ releaseId, reply, fromPeriod: split?.fromPeriod ?? null, invited }, { status });
}

export const meta = titleMeta('splits:title');

export default function SplitsPage() {
  const { t } = useTranslation('splits');
  const { releases, shared } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <Link to="/royalties" className="text-sm text-muted-foreground underline-offset-4 hover:underline">
          {t('back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight">{t('heading')}</h1>
        <p className="max-w-prose text-muted-foreground">{t('lead')}</p>
      </div>
      <section className="space-y-4" aria-labelledby="your-releases">
        <h2 id="your-releases" className="text-xl font-semibold">
          {t('yours.heading')}
        </h2>
        {releases.length === 0 ? (
          <EmptyState title={t('yours.emptyTitle')} body={t('yours.emptyBody')} />
        ) : (
          releases.map((release) => <ReleaseSplits key={release.id} release={release} />)
        )}
      </section>
      <section className="space-y-4" aria-labelledby="shared-with-me">
        <h2 id="shared-with-me" className="text-xl font-semibold">
          {t('shared.heading')}
        </h2>
        <SharedSplits shared={shared} />
      </section>
    </div>
  );
}

function ReleaseSplits({ release }: { release: SplitsPageRelease }) {
  const { t } = useTranslation('splits');
  const actionData = useActionData<typeof action>();
  const answered = actionData?.releaseId === release.id ? actionData : undefined;
  const latest = release.splits.find((split) => split.trackId === null && split.state !== 'past') ?? null;
  return (
    <Card className="min-w-0" data-release={release.title}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 break-words">{release.title}</h3>
          <Badge variant={release.published ? 'success' : 'secondary'}>{t(release.published ? 'release.published' : 'release.draft')}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-3">
          <h4 className="font-semibold">{t('release.splits')}</h4>
          <SplitList splits={release.splits} />
        </div>
        <div className="min-w-0 space-y-3">
          {answered?.fromPeriod ? <SplitSaved fromPeriod={answered.fromPeriod} invited={answered.invited} /> : null}
          {/* Closed until asked for, so a long catalogue stays a short page; open again on the server's answer. */}
          <details open={answered !== undefined} className="group space-y-4">
            <summary className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit cursor-pointer list-none' })}>
              {t(latest ? 'form.change' : 'form.heading')}
            </summary>
            <SplitForm release={release} latest={latest} lastResult={answered?.reply} />
          </details>
        </div>
      </CardContent>
    </Card>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from '../components/route-error-boundary';
